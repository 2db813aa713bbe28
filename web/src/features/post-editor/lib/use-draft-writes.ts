// The changes the editor of a saved post sends, each with the version its draft was loaded at (If-Match): a save
// (with what it does to the status), deleting the post and restoring an older version. A refused change keeps the
// edits; a conflict (412) is said in plain words and offers 'Load the latest saved version'.
import type { FormEvent } from 'react';
import { useDeletePost } from '@/features/post-editor/api/delete-post';
import { useRestorePostVersion } from '@/features/post-editor/api/restore-post-version';
import { UPDATE_FAILED_MESSAGE, useUpdatePost } from '@/features/post-editor/api/update-post';
import { checkPost } from '@/features/post-editor/lib/post-checks';
import { imageUrlToSave, postUpdateFromValues } from '@/features/post-editor/lib/post-form';
import { savedMessage } from '@/features/post-editor/lib/saved-message';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import type { Draft } from '@/features/post-editor/lib/use-draft';
import type { EditorForm } from '@/features/post-editor/lib/use-editor-form';
import type { ReviewGate } from '@/features/post-editor/lib/use-review-gate';
import type { DeletedPost, EditablePost, PostQueryKeys, PublishIntent, VersionedPost } from '@/features/post-editor/types';
import type { Acknowledgement } from '@/lib/api-types';
import { toast } from '@/lib/use-toast';

export const RESTORE_QUESTION = 'You have unsaved changes to this post. Discard them and restore the version?';

/** What every change of the post needs from its editor. */
export type DraftWrites = {
  slug: string;
  csrfToken: string;
  postKeys: PostQueryKeys;
  draft: Draft | null;
  dirty: boolean;
  form: EditorForm;
  /** The version the server answered with: a new draft. */
  loaded: (next: VersionedPost) => void;
  /** A failed change: a conflict (412) is said as `fallback` and offers 'Load the latest saved version'. */
  failed: (error: unknown, fallback: string) => void;
};

/**
 * Save, Publish, Update, Unpublish and Schedule: the fields are checked first, then the write is sent with the intent
 * in one click. Only a write refused for a risk finding in its wording opens the review's checklist.
 */
export function useSaveDraft(
  { slug, csrfToken, postKeys, draft, form, loaded, failed }: DraftWrites,
  withAddress: boolean,
  onSaved: ((post: EditablePost, previousSlug: string) => void) | undefined,
  review: Pick<ReviewGate, 'refusedSave'>,
) {
  const update = useUpdatePost(postKeys);

  const submit = (intent: PublishIntent) => {
    if (!draft) return;
    const origin = window.location.origin;
    const found = checkPost(draft.values, imageUrlToSave(draft.values.imageUrl, origin), { withAddress });
    if (!form.start(intent, found)) return;
    update.mutate(
      { slug, update: postUpdateFromValues(draft.values, origin, draft.initial, intent), etag: draft.base.etag, csrfToken },
      {
        onSuccess: (saved) => {
          loaded(saved);
          form.setDialog(null);
          toast({ title: 'Success', description: savedMessage(intent, saved.post, draft.base.post) });
          onSaved?.(saved.post, slug);
        },
        onError: (error) => {
          if (!review.refusedSave(intent, submit, error)) form.refuse(intent, error, (refused) => failed(refused, UPDATE_FAILED_MESSAGE));
        },
        onSettled: () => form.setPending(null),
      },
    );
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ kind: 'save' });
  };

  return { submit, save };
}

/** Delete (confirmed in its dialog): the edits are dropped first, so that the page may go without asking. */
export function useDeleteDraft(
  { slug, csrfToken, postKeys, draft, form, failed }: DraftWrites,
  dropEdits: () => void,
  onDeleted: ((deleted: DeletedPost) => void) | undefined,
) {
  const remove = useDeletePost(postKeys);

  return () => {
    if (!draft) return;
    form.setPending('delete');
    remove.mutate(
      { slug, etag: draft.base.etag, csrfToken },
      {
        onSuccess: (deleted) => {
          form.setDialog(null);
          dropEdits();
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
}

/**
 * Restore a version from History (asking first when there are edits to lose); resolves true once it is saved. A
 * restore refused for its wording opens the checklist, whose confirmation restores it with what was reviewed.
 */
export function useRestoreVersion(
  { slug, csrfToken, postKeys, draft, dirty, form, loaded, failed }: DraftWrites,
  review: Pick<ReviewGate, 'refusedWrite'>,
) {
  const restore = useRestorePostVersion(postKeys);

  const send = async (rev: string, acknowledge?: Acknowledgement[]): Promise<boolean> => {
    if (!draft) return false;
    try {
      const saved = await restore.mutateAsync({ slug, rev, etag: draft.base.etag, csrfToken, ...(acknowledge ? { acknowledge } : {}) });
      loaded(saved);
      form.setDialog(null);
      toast({ title: 'Success', description: 'Version restored. It is now the current version of the post.' });
      return true;
    } catch (error) {
      const resume = (reviewed: Acknowledgement[]) => void send(rev, [...(acknowledge ?? []), ...reviewed]);
      if (!review.refusedWrite('Restore', error, resume)) failed(error, 'The version could not be restored');
      return false;
    }
  };

  const restoreVersion = async (rev: string): Promise<boolean> =>
    Boolean(draft) && confirmDiscard(dirty, RESTORE_QUESTION) && (await send(rev));

  return { restoreVersion, restoring: restore.isPending };
}
