// The findings panel of the post editor: the text as typed, checked once typing has paused.
import { usePostTextChecks } from '@/features/wording-review/api/check-post-text';
import { FindingsPanel } from '@/features/wording-review/components/findings-panel';
import { useSettled } from '@/features/wording-review/lib/use-settled';
import type { PostText } from '@/lib/api-types';

export function PostFindings({ text, csrfToken }: { text: PostText; csrfToken: string }) {
  const { settled, moving } = useSettled(text);
  const checks = usePostTextChecks(settled, csrfToken, { keepPrevious: true });
  return <FindingsPanel checks={checks} moving={moving} headingLevel={3} />;
}
