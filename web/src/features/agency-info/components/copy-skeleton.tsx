// The loading state of the agency's copy pages (Why Independent, Online Services, the notices): the intro's lines,
// then the page's items, each a heading line over two lines of text, laid out as the page lays out the loaded items.
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

type CopySkeletonProps = {
  /** The intro's skeleton. */
  intro: ReactNode;
  count: number;
  /** The items' list ('ul' of cards, or a plain 'div'), its classes, each item's, and the heading line's. */
  list: { as: 'ul' | 'div'; className: string; item: string; heading: string };
};

/** An intro in lead type, its last line short, after a short "Last updated" line where the page has one. */
export function LeadSkeleton({ lines, dated = false }: { lines: number; dated?: boolean }) {
  return (
    <div className="space-y-3">
      {dated ? <Skeleton className="h-4 w-40" /> : null}
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={i === lines - 1 ? 'h-5 w-2/3' : 'h-5 w-full'} />
      ))}
    </div>
  );
}

export function CopySkeleton({ intro, count, list }: CopySkeletonProps) {
  const List = list.as;
  const Item = List === 'ul' ? 'li' : 'div';
  return (
    <div role="status" className="space-y-10">
      <span className="sr-only">Loading...</span>
      {intro}
      <List className={list.className}>
        {Array.from({ length: count }, (_, i) => (
          <Item key={i} className={list.item}>
            <Skeleton className={list.heading} />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </Item>
        ))}
      </List>
    </div>
  );
}
