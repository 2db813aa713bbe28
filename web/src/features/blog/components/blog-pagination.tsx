// Previous / Next buttons and "Page X of Y" under the blog list.
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

type BlogPaginationProps = {
  page: number;
  count: number;
  onPageChange: (page: number) => void;
};

export function BlogPagination({ page, count, onPageChange }: BlogPaginationProps) {
  return (
    <nav aria-label="Blog pages" className="mt-10 flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
      <Button variant="outline" className="max-sm:px-3" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronIcon direction="left" />
        Previous
      </Button>
      <p aria-live="polite" className="text-sm font-medium whitespace-nowrap text-slate-600 sm:text-base">
        {`Page ${page} of ${count}`}
      </p>
      <Button variant="outline" className="max-sm:px-3" disabled={page >= count} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronIcon direction="right" />
      </Button>
    </nav>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Icon className="size-4">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </Icon>
  );
}
