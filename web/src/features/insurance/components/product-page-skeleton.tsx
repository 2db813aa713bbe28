// ProductPageSkeleton: the product template's shape while its copy loads — lead, sections and the quote block.
import { Skeleton, TextLinesSkeleton } from '@/components/ui/skeleton';

export function ProductPageSkeleton() {
  return (
    <div role="status" className="space-y-10">
      <span className="sr-only">Loading...</span>
      <TextLinesSkeleton lines={5} />
      {[0, 1, 2].map((section) => (
        <div key={section} className="space-y-4">
          <Skeleton className="h-7 w-1/2" />
          <TextLinesSkeleton lines={4} />
        </div>
      ))}
      <Skeleton className="h-56 w-full rounded-xl" />
    </div>
  );
}
