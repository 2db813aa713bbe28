// Saving a document form: PUT with the version it was opened at; a refusal's problems by place (the first field
// focused), a 412 kept as a conflict with everything typed left in place, a 409 for wording to review kept with its
// findings (saved again with them acknowledged once reviewed), a toast on success or failure.
import { useState } from 'react';
import { useSaveDocument } from '@/features/document-editor/api/save-document';
import { focusFirstProblem, problemsByPlace } from '@/features/document-editor/lib/field-problems';
import type { JsonValue } from '@/features/document-editor/types';
import { ConflictError, isApiError } from '@/lib/api-client';
import type { Acknowledgement, Finding } from '@/lib/api-types';
import { errorReason } from '@/lib/error-reason';
import { refusedFindings } from '@/lib/review-refusal';
import { toast } from '@/lib/use-toast';

type SaveTarget = { name: string; title: string; etag: string | null; csrfToken: string };

const NO_PROBLEMS: ReadonlyMap<string, string> = new Map();

export function useDocumentSave({ name, title, etag, csrfToken }: SaveTarget) {
  const save = useSaveDocument();
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [conflict, setConflict] = useState(false);
  // A save refused for its wording: the value it tried and the findings to review before it can go.
  const [toReview, setToReview] = useState<{ value: JsonValue; findings: readonly Finding[] } | null>(null);

  const refused = (value: JsonValue) => (error: unknown) => {
    if (error instanceof ConflictError) {
      setConflict(true);
      return;
    }
    const findings = refusedFindings(error);
    if (findings) {
      setToReview({ value, findings });
      return;
    }
    if (isApiError(error) && error.status === 422 && error.errors.length) {
      const found = problemsByPlace(error.errors);
      setProblems(found);
      requestAnimationFrame(() => focusFirstProblem(found));
      return;
    }
    toast({ variant: 'destructive', title: 'Not saved', description: errorReason(error) ?? 'Something went wrong. Please try again.' });
  };

  const submit = (value: JsonValue, acknowledge?: Acknowledgement[]) => {
    setProblems(NO_PROBLEMS);
    setToReview(null);
    // mutateAsync, not mutate's callbacks: a saved document's new version opens a new form, and the toast must
    // still say so after this one has gone.
    save.mutateAsync({ name, value, etag, csrfToken, ...(acknowledge ? { acknowledge } : {}) }).then(
      () => toast({ title: 'Saved', description: `${title} is saved and shows on the website now.` }),
      refused(value),
    );
  };

  /** The wording reviewed: the refused save goes again, naming what was reviewed. */
  const saveReviewed = (acknowledge: Acknowledgement[]) => {
    if (toReview) submit(toReview.value, acknowledge);
  };

  return {
    submit,
    saving: save.isPending,
    problems,
    conflict,
    toReview: toReview?.findings ?? null,
    closeReview: () => setToReview(null),
    saveReviewed,
  };
}
