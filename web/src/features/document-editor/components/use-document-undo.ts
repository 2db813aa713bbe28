// Undoing one change of a version from a document's History: POST …/undo with the version and the change's path, a
// toast on success or failure (409 says the field changed since), and an undo refused for its wording kept with its
// findings, sent again with them acknowledged once staff reviewed them in the checklist.
import { useState } from 'react';
import { useUndoChange } from '@/features/document-editor/api/save-document';
import type { FieldChange } from '@/features/document-editor/types';
import type { Acknowledgement, Finding } from '@/lib/api-types';
import { errorReason } from '@/lib/error-reason';
import { refusedFindings } from '@/lib/review-refusal';
import { toast } from '@/lib/use-toast';

type UndoTarget = {
  name: string;
  csrfToken: string;
  /** Whether a checklist is lent to review a refusal's findings in; without one the refusal is a toast. */
  canReview: boolean;
  /** After an undo went through. */
  onUndone: () => void;
};

type Undo = { rev: string; change: FieldChange };
type Held = Undo & { acknowledge: Acknowledgement[]; findings: readonly Finding[] };

export function useDocumentUndo({ name, csrfToken, canReview, onUndone }: UndoTarget) {
  const undo = useUndoChange();
  const [held, setHeld] = useState<Held | null>(null);

  const send = ({ rev, change }: Undo, acknowledge?: Acknowledgement[]) => {
    setHeld(null);
    undo.mutateAsync({ name, rev, path: change.path, csrfToken, ...(acknowledge ? { acknowledge } : {}) }).then(
      () => {
        toast({ title: 'Change undone', description: `${change.place} is back as it was.` });
        onUndone();
      },
      (error: unknown) => {
        const findings = refusedFindings(error);
        if (findings && canReview) setHeld({ rev, change, acknowledge: acknowledge ?? [], findings });
        else toast({ variant: 'destructive', title: 'Not undone', description: errorReason(error) ?? 'Please try again.' });
      },
    );
  };

  return {
    send,
    undoing: undo.isPending ? (undo.variables?.path ?? null) : null,
    toReview: held?.findings ?? null,
    closeReview: () => setHeld(null),
    undoReviewed: (acknowledge: Acknowledgement[]) => held && send(held, [...held.acknowledge, ...acknowledge]),
  };
}
