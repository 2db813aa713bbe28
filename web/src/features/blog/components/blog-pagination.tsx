// Previous / Next buttons and "Page X of Y" under the blog list (spec §2, §4).
import { Button } from '@/components/ui/button';

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
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-4"
    >
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}
