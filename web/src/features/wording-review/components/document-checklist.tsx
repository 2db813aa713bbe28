// The checklist of a site document a save or restore was refused for (409): the findings it named, each to review.
import { ReviewChecklist, type ReviewChecklistProps } from '@/features/wording-review/components/review-checklist';
import type { Finding } from '@/lib/api-types';

export type DocumentChecklistProps = Pick<ReviewChecklistProps, 'open' | 'onOpenChange' | 'action' | 'onConfirm'> & {
  refused: readonly Finding[];
};

export function DocumentChecklist({ refused, ...props }: DocumentChecklistProps) {
  return <ReviewChecklist {...props} findings={refused} error={null} onRetry={() => undefined} reviews={[]} />;
}
