// usePostDraft(): the editor of one saved post, without its layout: loads the post with its version (from the staff
// API, so drafts too), keeps the edits (the draft) and whether they differ from the saved post, checks them, and
// saves with If-Match (a 412 keeps the edits and offers 'Reload latest'); publishes, schedules, renames, deletes and
// restores versions.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDeletePost } from '@/features/post-editor/api/delete-post';
import { useEditablePost } from '@/features/post-editor/api/get-editable-post';
import { getSuggestedSlugQueryOptions } from '@/features/post-editor/api/get-suggested-slug';
import { useRestorePostVersion } from '@/features/post-editor/api/restore-post-version';
import { UPDATE_FAILED_MESSAGE, useUpdatePost } from '@/features/post-editor/api/update-post';
import { checkPost, type PostField } from '@/features/post-editor/lib/post-checks';
import { formValuesFromPost, imageUrlToSave, postUpdateFromValues, sameValues } from '@/features/post-editor/lib/post-form';
import { savedMessage } from '@/features/post-editor/lib/saved-message';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import { toastFailure, useEditorForm } from '@/features/post-editor/lib/use-editor-form';
import type { DeletedPost, EditablePost, PostFormValues, PostQueryKeys, PublishIntent, VersionedPost } from '@/features/post-editor/types';
import { ConflictError } from '@/lib/api-client';
import { statusAt } from '@/lib/post-status';
import { useDueClock } from '@/lib/use-due-clock';
import { toast } from '@/lib/use-toast';

export const RELOAD_QUESTION = 'Discard your changes and load the latest saved version of this post?';
export const RESTORE_QUESTION = 'You have unsaved changes to this post. Discard them and restore the version?';

/** `version` counts loads, so that the body editor starts afresh from each saved or reloaded post. */
export type Draft = { base: VersionedPost; initial: PostFormValues; values: PostFormValues; version: number };

let loads = 0;
const draftFrom = (base: VersionedPost): Draft => {
  const initial = formValuesFromPost(base.post);
  loads += 1;
  return { base, initial, values: initial, version: loads };
};

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
};

export function usePostDraft({ slug, csrfToken, postKeys, withAddress, onSaved, onDirtyChange, onDeleted }: PostDraftOptions) {
  const queryClient = useQueryClient();
  const query = useEditablePost(slug);
  const update = useUpdatePost(postKeys);
  const remove = useDeletePost(postKeys);
  const restore = useRestorePostVersion(postKeys);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [usingTitle, setUsingTitle] = useState(false);

  // The form starts from the first answer; later answers replace it only on 'Reload latest'.
  if (draft === null && query.data) setDraft(draftFrom(query.data));

  const now = useDueClock([draft?.base.post.publishAt]);
  const dirty = draft !== null && !sameValues(draft.values, draft.initial);
  const form = useEditorForm(dirty, onDirtyChange);
  const post = draft?.base.post;
  const status = post ? statusAt(post.status, post.publishAt, now) : null;

  const setField = (name: PostField, value: string) => {
    setDraft((current) => (current ? { ...current, values: { ...current.values, [name]: value } } : current));
    form.clear(name);
  };
  const loaded = (next: VersionedPost) => {
    setDraft(draftFrom(next));
    setConflict(false);
    form.reset();
  };
  /** A failed change: a conflict (412) is said as `fallback` and offers 'Reload latest'. */
  const failed = (error: unknown, fallback: string) => {
    const isConflict = error instanceof ConflictError;
    if (isConflict) setConflict(true);
    toastFailure(isConflict ? new Error(fallback, { cause: error }) : error);
  };

  const submit = (intent: PublishIntent) => {
    if (!draft) return;
    const origin = window.location.origin;
    if (!form.start(intent, checkPost(draft.values, imageUrlToSave(draft.values.imageUrl, origin), { withAddress }))) return;
    update.mutate(
      { slug, update: postUpdateFromValues(draft.values, origin, draft.initial, intent), etag: draft.base.etag, csrfToken },
      {
        onSuccess: (saved) => {
          loaded(saved);
          form.setDialog(null);
          toast({ title: 'Success', description: savedMessage(intent, saved.post, draft.base.post) });
          onSaved?.(saved.post, slug);
        },
        onError: (error) => form.refuse(intent, error, (refused) => failed(refused, UPDATE_FAILED_MESSAGE)),
        onSettled: () => form.setPending(null),
      },
    );
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ kind: 'save' });
  };

  const reloadLatest = async () => {
    if (!confirmDiscard(dirty, RELOAD_QUESTION)) return;
    setReloading(true);
    const result = await query.refetch();
    setReloading(false);
    if (result.data) loaded(result.data);
    else toastFailure(result.error);
  };

  const addressFromTitle = async () => {
    if (!draft) return;
    setUsingTitle(true);
    try {
      setField('slug', await queryClient.fetchQuery(getSuggestedSlugQueryOptions(draft.values.title, draft.base.post.slug)));
    } catch (error) {
      toastFailure(error);
    } finally {
      setUsingTitle(false);
    }
  };

  const deletePost = () => {
    if (!draft) return;
    form.setPending('delete');
    remove.mutate(
      { slug, etag: draft.base.etag, csrfToken },
      {
        onSuccess: (deleted) => {
          form.setDialog(null);
          // Nothing is left to lose: the page may go without asking.
          setDraft((current) => (current ? { ...current, values: current.initial } : current));
          onDeleted?.(deleted);
        },
        onError: (error) => {
          form.setDialog(null);
          failed(error, 'The post could not be deleted');
        },
        onSettled: () => form.setPending(null),
      },
    );
  };

  const restoreVersion = async (rev: string): Promise<boolean> => {
    if (!draft || !confirmDiscard(dirty, RESTORE_QUESTION)) return false;
    try {
      const saved = await restore.mutateAsync({ slug, rev, etag: draft.base.etag, csrfToken });
      loaded(saved);
      form.setDialog(null);
      toast({ title: 'Success', description: 'Version restored. It is now the current version of the post.' });
      return true;
    } catch (error) {
      failed(error, 'The version could not be restored');
      return false;
    }
  };

  return {
    ...form,
    query,
    draft,
    dirty,
    status,
    conflict,
    reloading,
    usingTitle,
    restoring: restore.isPending,
    setField,
    submit,
    save,
    reloadLatest,
    addressFromTitle,
    deletePost,
    restoreVersion,
  };
}
