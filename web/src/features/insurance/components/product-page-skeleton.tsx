// ProductPageSkeleton: the product template's shape while its copy loads — lead, sections and the quote block.
import { Skeleton } from '@/components/ui/skeleton';

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => <Skeleton key={i} className={i === count - 1 ? 'h-4 w-2/3' : 'h-4 w-full'} />);

export function ProductPageSkeleton() {
  return (
    <div role="status" className="space-y-10">
      <span className="sr-only">Loading...</span>
      <div className="space-y-3">{lines(5)}</div>
      {[0, 1, 2].map((section) => (
        <div key={section} className="space-y-4">
          <Skeleton className="h-7 w-1/2" />
          <div className="space-y-3">{lines(4)}</div>
        </div>
      ))}
      <Skeleton className="h-56 w-full rounded-xl" />
    </div>
  );
}
