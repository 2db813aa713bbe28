// The checklist of a post about to go public: its text checked as it stands when the dialog opens, or the
// findings a refused write named (409) as they are.
import { usePostTextChecks } from '@/features/wording-review/api/check-post-text';
import { ReviewChecklist, type ReviewChecklistProps } from '@/features/wording-review/components/review-checklist';
import type { Finding, PostText } from '@/lib/api-types';

export type PostChecklistProps = Pick<ReviewChecklistProps, 'open' | 'onOpenChange' | 'action' | 'reviews' | 'onConfirm'> & {
  text: PostText;
  csrfToken: string;
  /** The findings a refused write named: shown instead of checking again. */
  refused: readonly Finding[] | null;
};

export function PostChecklist({ text, csrfToken, refused, ...props }: PostChecklistProps) {
  const checks = usePostTextChecks(text, csrfToken, { enabled: props.open && !refused });
  return (
    <ReviewChecklist
      {...props}
      findings={refused ?? checks.data}
      error={refused ? null : checks.error}
      onRetry={() => void checks.refetch()}
    />
  );
}
