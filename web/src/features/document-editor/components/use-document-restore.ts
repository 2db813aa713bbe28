// Restoring a version from a document's History: POST …/restore with the version the form was opened at, a toast
// on success or failure, and a restore refused for its wording (409) kept with its findings, restored again with
// them acknowledged once staff reviewed them in the checklist.
import { useState } from 'react';
import { useRestoreDocument } from '@/features/document-editor/api/save-document';
import type { DocumentVersion } from '@/features/document-editor/types';
import type { Acknowledgement, Finding } from '@/lib/api-types';
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { errorReason } from '@/lib/error-reason';
import { refusedFindings } from '@/lib/review-refusal';
import { toast } from '@/lib/use-toast';

type RestoreTarget = {
  name: string;
  title: string;
  etag: string | null;
  csrfToken: string;
  /** Whether a checklist is lent to review a refusal's findings in; without one the refusal is a toast. */
  canReview: boolean;
  /** After any answer: the restore went through, or it ended (refused for its wording: the checklist opens). */
  onSettled: (restored: boolean) => void;
};

/** A restore refused for its wording: the version, what it named before, and the findings to review now. */
type Held = { version: DocumentVersion; acknowledge: Acknowledgement[]; findings: readonly Finding[] };

export function useDocumentRestore({ name, title, etag, csrfToken, canReview, onSettled }: RestoreTarget) {
  const restore = useRestoreDocument();
  const [held, setHeld] = useState<Held | null>(null);

  const send = (version: DocumentVersion, acknowledge?: Acknowledgement[]) => {
    setHeld(null);
    // mutateAsync, not mutate's callbacks: the restored version opens a new form, and the toast must still come.
    restore.mutateAsync({ name, rev: version.rev, etag, csrfToken, ...(acknowledge ? { acknowledge } : {}) }).then(
      () => {
        toast({ title: 'Restored', description: `${title} is back as it was on ${formatConnecticutShort(version.at)}.` });
        onSettled(true);
      },
      (error: unknown) => {
        const findings = refusedFindings(error);
        if (findings && canReview) setHeld({ version, acknowledge: acknowledge ?? [], findings });
        else toast({ variant: 'destructive', title: 'Not restored', description: errorReason(error) ?? 'Please try again.' });
        onSettled(false);
      },
    );
  };

  /** The wording reviewed: the refused restore goes again, naming what it named before and what was reviewed now. */
  const restoreReviewed = (acknowledge: Acknowledgement[]) => {
    if (held) send(held.version, [...held.acknowledge, ...acknowledge]);
  };

  return {
    send,
    restoring: restore.isPending,
    toReview: held?.findings ?? null,
    closeReview: () => setHeld(null),
    restoreReviewed,
  };
}
