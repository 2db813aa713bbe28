// useReviewGate(): the wording review between a button and a write that leaves the post public or changes a public
// one. Every write goes straight on in one click: the server checks its wording and keeps back (409, nothing written)
// one with a risk finding nobody reviewed. Only then does the checklist open, with those findings; each is ticked as
// reviewed, and the confirmation sends the same write again with what staff reviewed (acknowledge). Advice never
// holds anything up, so a post with nothing to review never shows the dialog. Without the review lent by the app,
// a refusal is shown as any other.
import { useState } from 'react';
import type { PostFormValues, PublishIntent } from '@/features/post-editor/types';
import type { Acknowledgement, Finding, PostText } from '@/lib/api-types';
import { refusedFindings } from '@/lib/review-refusal';

/** A write the checklist holds: the words of its button, the findings a refusal named, how it goes on. */
type Held = { action: string; refused: readonly Finding[] | null; resume: (acknowledge: Acknowledgement[]) => void };

type Submit = (intent: PublishIntent) => void;

const ACTION_WORDS: Record<PublishIntent['kind'], string> = { publish: 'Publish', schedule: 'Schedule', save: 'Update', draft: 'Save' };

/** The text the checks read, from the form's values. */
export function postText(values: PostFormValues, imageUrl: string | null, slug?: string): PostText {
  const imageAlt = values.imageAlt.trim() || null;
  return { title: values.title, excerpt: values.excerpt, content: values.content, imageUrl, imageAlt, ...(slug ? { slug } : {}) };
}

/** The save held: it goes again with what it named before and what staff reviewed now. */
const heldSave = (intent: PublishIntent, submit: Submit, refused: readonly Finding[] | null): Held => ({
  action: ACTION_WORDS[intent.kind],
  refused,
  resume: (acknowledge) => submit({ ...intent, acknowledge: [...(intent.acknowledge ?? []), ...acknowledge] }),
});

/** The review of a post's writes; `enabled` when the app lends the wording review. */
export function useReviewGate(enabled: boolean) {
  const [held, setHeld] = useState<Held | null>(null);

  /** After a refused save: true when it was refused for its wording (the checklist is open with the findings). */
  const refusedSave = (intent: PublishIntent, submit: Submit, error: unknown): boolean => {
    const findings = refusedFindings(error);
    if (!enabled || !findings) return false;
    setHeld(heldSave(intent, submit, findings));
    return true;
  };

  /** After any other refused write (a restore): as refusedSave, going on with `resume`. */
  const refusedWrite = (action: string, error: unknown, resume: Held['resume']): boolean => {
    const findings = refusedFindings(error);
    if (!enabled || !findings) return false;
    setHeld({ action, refused: findings, resume });
    return true;
  };

  /** The checklist confirmed: the write it held goes on with what was reviewed. */
  const confirm = (acknowledge: Acknowledgement[]) => {
    if (!held) return;
    setHeld(null);
    held.resume(acknowledge);
  };

  return {
    open: held !== null,
    action: held?.action ?? '',
    refusedFindings: held?.refused ?? null,
    close: () => setHeld(null),
    refusedSave,
    refusedWrite,
    confirm,
  };
}

export type ReviewGate = ReturnType<typeof useReviewGate>;
