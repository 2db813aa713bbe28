// useDraft(): the edits of one saved post (the draft) beside the version they started from, whether they differ
// from it, and whether a change was refused because that version is no longer the latest (a conflict).
import { useState } from 'react';
import type { PostField } from '@/features/post-editor/lib/post-checks';
import { formValuesFromPost, sameValues } from '@/features/post-editor/lib/post-form';
import type { PostFormValues, VersionedPost } from '@/features/post-editor/types';

/** `version` counts loads, so that the body editor starts afresh from each saved or reloaded post. */
export type Draft = { base: VersionedPost; initial: PostFormValues; values: PostFormValues; version: number };

let loads = 0;
const draftFrom = (base: VersionedPost): Draft => {
  const initial = formValuesFromPost(base.post);
  loads += 1;
  return { base, initial, values: initial, version: loads };
};

/** The draft starts from `firstAnswer` once it comes; later answers replace it only through `load`. */
export function useDraft(firstAnswer: VersionedPost | undefined) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [conflict, setConflict] = useState(false);
  if (draft === null && firstAnswer) setDraft(draftFrom(firstAnswer));

  return {
    draft,
    dirty: draft !== null && !sameValues(draft.values, draft.initial),
    conflict,
    /** A saved, reloaded or restored version: a new draft without edits, and no conflict. */
    load: (next: VersionedPost) => {
      setDraft(draftFrom(next));
      setConflict(false);
    },
    setValue: <K extends PostField>(name: K, value: PostFormValues[K]) =>
      setDraft((current) => (current ? { ...current, values: { ...current.values, [name]: value } } : current)),
    /** Forgets the edits, so that nothing is left to lose. */
    dropEdits: () => setDraft((current) => (current ? { ...current, values: current.initial } : current)),
    markConflict: () => setConflict(true),
  };
}
