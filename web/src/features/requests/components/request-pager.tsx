// The inbox's paging: how many requests the filters find, "Page 2 of 5", and Previous / Next.
import { Button } from '@/components/ui/button';
import type { RequestList } from '@/features/requests/types';

type RequestPagerProps = {
  list: Pick<RequestList, 'total' | 'page' | 'pageSize'>;
  onPage: (page: number) => void;
};

export function RequestPager({ list, onPage }: RequestPagerProps) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <nav aria-label="Pages of requests" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        {list.total} {list.total === 1 ? 'request' : 'requests'}
        {pages > 1 ? ` · Page ${list.page} of ${pages}` : null}
      </p>
      {pages > 1 ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={list.page >= pages} onClick={() => onPage(list.page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
