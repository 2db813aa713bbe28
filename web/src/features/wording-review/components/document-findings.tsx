// The findings panel of a site document's editor: the document as edited, checked once typing has paused.
import { useDocumentDataChecks } from '@/features/wording-review/api/check-document-data';
import { FindingsPanel } from '@/features/wording-review/components/findings-panel';
import { useSettled } from '@/features/wording-review/lib/use-settled';

export function DocumentFindings({ name, data, csrfToken }: { name: string; data: unknown; csrfToken: string }) {
  const { settled, moving } = useSettled(data);
  const checks = useDocumentDataChecks(name, settled, csrfToken, { keepPrevious: true });
  return <FindingsPanel checks={checks} moving={moving} headingLevel={2} />;
}
