// useReviewGate(): the wording review between a button and a write that leaves the post public or changes a public
// one. Publish, Schedule, and Update of a post that is public (published, or scheduled: it goes public by itself) open
// the checklist first once the fields pass their checks: advice never holds anything up, each risk finding is ticked
// as reviewed, and the confirmation sends the write with what staff reviewed (acknowledge). Saving a draft and
// Unpublish go straight on. The server checks again and keeps back (409, nothing written) a write, or a restore of
// a version, with wording nobody reviewed: the checklist then opens with those findings, and goes on with the same
// write. Without the review lent by the app, writes go straight through.
import { useState } from 'react';
import type { PostFormValues, PublishIntent } from '@/features/post-editor/types';
import type { Acknowledgement, Finding, PostText } from '@/lib/api-types';
import type { PostStatus } from '@/lib/post-status';
import { refusedFindings } from '@/lib/review-refusal';

/** A write the checklist holds: the words of its button, the findings a refusal named, how it goes on. */
type Held = { action: string; refused: readonly Finding[] | null; resume: (acknowledge: Acknowledgement[]) => void };

type Submit = (intent: PublishIntent) => void;

const ACTION_WORDS: Record<PublishIntent['kind'], string> = { publish: 'Publish', schedule: 'Schedule', save: 'Update', draft: 'Save' };

/** The post's status now: 'new' before its first save, null while it loads. */
export type GateStatus = PostStatus | 'new' | null;

/**
 * Whether the checklist comes before the write: one that makes the post public, now or at its time (Publish,
 * Schedule), or that changes a post which is public or goes public by itself (Update of a published or scheduled
 * post). Saving a draft and Unpublish never.
 */
export function opensChecklistFirst(intent: PublishIntent, status: GateStatus): boolean {
  if (intent.kind === 'publish' || intent.kind === 'schedule') return true;
  return intent.kind === 'save' && (status === 'published' || status === 'scheduled');
}

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

/** The review of writes of a post whose status is `status`; `enabled` when the app lends the wording review. */
export function useReviewGate(enabled: boolean, status: GateStatus) {
  const [held, setHeld] = useState<Held | null>(null);

  /** Before a save whose fields passed their checks: true when the checklist opened first (nothing sent yet). */
  const hold = (intent: PublishIntent, submit: Submit): boolean => {
    if (!enabled || intent.acknowledge || !opensChecklistFirst(intent, status)) return false;
    setHeld(heldSave(intent, submit, null));
    return true;
  };

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
    hold,
    refusedSave,
    refusedWrite,
    confirm,
  };
}

export type ReviewGate = ReturnType<typeof useReviewGate>;
