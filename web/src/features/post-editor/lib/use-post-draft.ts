// usePostDraft(): the editor of one saved post, without its layout: loads the post with its version (from the staff
// API, so drafts too), keeps the edits (the draft, useDraft) and whether they differ from the saved post, checks
// them, and saves with If-Match (a 412 keeps the edits and offers 'Reload latest'); publishes, schedules, renames,
// deletes and restores versions (use-draft-writes).
import { useEditablePost } from '@/features/post-editor/api/get-editable-post';
import type { SetField } from '@/features/post-editor/lib/post-checks';
import { useAddressFromTitle } from '@/features/post-editor/lib/use-address-from-title';
import { useDraft } from '@/features/post-editor/lib/use-draft';
import { useDeleteDraft, useRestoreVersion, useSaveDraft, type DraftWrites } from '@/features/post-editor/lib/use-draft-writes';
import { toastFailure, useEditorForm } from '@/features/post-editor/lib/use-editor-form';
import { useReloadLatest } from '@/features/post-editor/lib/use-reload-latest';
import { useReviewGate } from '@/features/post-editor/lib/use-review-gate';
import type { DeletedPost, EditablePost, PostQueryKeys, VersionedPost } from '@/features/post-editor/types';
import { ConflictError } from '@/lib/api-client';
import { statusAt } from '@/lib/post-status';
import { useDueClock } from '@/lib/use-due-clock';

export type PostDraftOptions = {
  slug: string;
  csrfToken: string;
  postKeys: PostQueryKeys;
  /** The address is edited too (admin editor). */
  withAddress: boolean;
  /** After a save; `previousSlug` differs from the post's slug when its address changed. */
  onSaved?: ((post: EditablePost, previousSlug: string) => void) | undefined;
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** After the post was deleted. */
  onDeleted?: ((deleted: DeletedPost) => void) | undefined;
  /** Publish, Schedule and Update of a public post go through the wording review's checklist first. */
  reviewed?: boolean;
};

export function usePostDraft(options: PostDraftOptions) {
  const { slug, csrfToken, postKeys, withAddress, onSaved, onDirtyChange, onDeleted } = options;
  const query = useEditablePost(slug);
  const drafts = useDraft(query.data);
  const { draft, dirty } = drafts;
  const form = useEditorForm(dirty, onDirtyChange);
  const now = useDueClock([draft?.base.post.publishAt]);
  const post = draft?.base.post;
  const status = post ? statusAt(post.status, post.publishAt, now) : null;

  const setField: SetField = (name, value) => {
    drafts.setValue(name, value);
    form.clear(name);
  };
  const loaded = (next: VersionedPost) => {
    drafts.load(next);
    form.reset();
  };
  const failed = (error: unknown, fallback: string) => {
    const isConflict = error instanceof ConflictError;
    if (isConflict) drafts.markConflict();
    toastFailure(isConflict ? new Error(fallback, { cause: error }) : error);
  };

  const writes: DraftWrites = { slug, csrfToken, postKeys, draft, dirty, form, loaded, failed };
  const gate = useReviewGate(Boolean(options.reviewed));
  const { submit, save } = useSaveDraft(writes, withAddress, onSaved, gate);
  const deletePost = useDeleteDraft(writes, drafts.dropEdits, onDeleted);
  const { restoreVersion, restoring } = useRestoreVersion(writes, gate);
  const { reloading, reloadLatest } = useReloadLatest(query, dirty, loaded);
  const { usingTitle, addressFromTitle } = useAddressFromTitle(draft, setField);

  return {
    ...form,
    query,
    draft,
    dirty,
    status,
    conflict: drafts.conflict,
    reloading,
    usingTitle,
    restoring,
    setField,
    submit,
    save,
    reloadLatest,
    addressFromTitle,
    deletePost,
    restoreVersion,
    review: gate,
  };
}

/** The editor of one saved post, as usePostDraft returns it. */
export type PostDraft = ReturnType<typeof usePostDraft>;
