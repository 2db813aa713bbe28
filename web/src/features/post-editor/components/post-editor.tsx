// The editor of one saved post, shared by the admin editor and the inline editor: loads the post with its version
// (from the staff API, so drafts too), keeps the edits, checks them in plain words beside each field, and saves
// with If-Match; on 412 keeps the edits and offers 'Reload latest'. In the admin editor it also moves the post
// between draft, scheduled and published, renames its address, deletes it and shows its History. Asks before the
// page is left with unsaved changes, however it is left.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDeletePost } from '@/features/post-editor/api/delete-post';
import { useEditablePost } from '@/features/post-editor/api/get-editable-post';
import { getSuggestedSlugQueryOptions } from '@/features/post-editor/api/get-suggested-slug';
import { useRestorePostVersion } from '@/features/post-editor/api/restore-post-version';
import { UPDATE_FAILED_MESSAGE, useUpdatePost } from '@/features/post-editor/api/update-post';
import { AddressField } from '@/features/post-editor/components/address-field';
import { ConflictNotice } from '@/features/post-editor/components/conflict-notice';
import { DeletePostDialog } from '@/features/post-editor/components/delete-post-dialog';
import { EditorHeader } from '@/features/post-editor/components/editor-header';
import { HistoryDialog } from '@/features/post-editor/components/history-dialog';
import { PostFields } from '@/features/post-editor/components/post-fields';
import { PublishActions, type PendingAction } from '@/features/post-editor/components/publish-actions';
import { ScheduleDialog, defaultScheduleTime } from '@/features/post-editor/components/schedule-dialog';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { checkPost, imageUrlProblem, refusedFields, serverFieldErrors, type PostField } from '@/features/post-editor/lib/post-checks';
import { formValuesFromPost, imageUrlToSave, postUpdateFromValues, sameValues } from '@/features/post-editor/lib/post-form';
import { savedMessage } from '@/features/post-editor/lib/saved-message';
import { confirmDiscard, useUnsavedChangesWarning } from '@/features/post-editor/lib/unsaved-changes';
import { useFieldErrors } from '@/features/post-editor/lib/use-field-errors';
import type {
  DeletedPost,
  EditablePost,
  EditorLayout,
  PostFormValues,
  PostQueryKeys,
  PublishIntent,
  VersionedPost,
} from '@/features/post-editor/types';
import { ConflictError } from '@/lib/api-client';
import { connecticutWallTime } from '@/lib/connecticut-time';
import { statusAt } from '@/lib/post-status';
import { useDueClock } from '@/lib/use-due-clock';
import { toast } from '@/lib/use-toast';

export const RELOAD_QUESTION = 'Discard your changes and load the latest saved version of this post?';
export const RESTORE_QUESTION = 'You have unsaved changes to this post. Discard them and restore the version?';
const SCHEDULE_REFUSED = 'This time cannot be used. Pick a time in the future (Connecticut time).';

/** `version` counts loads, so that the body editor starts afresh from each saved or reloaded post. */
type Draft = { base: VersionedPost; initial: PostFormValues; values: PostFormValues; version: number };

let loads = 0;
const draftFrom = (base: VersionedPost): Draft => {
  const initial = formValuesFromPost(base.post);
  loads += 1;
  return { base, initial, values: initial, version: loads };
};

type OpenDialog = 'schedule' | 'delete' | 'history' | null;

export type PostEditorProps = {
  slug: string;
  csrfToken: string;
  postKeys: PostQueryKeys;
  layout: EditorLayout;
  /** 1 when the editor stands in for the page's content (inline), 2 beside other page content (admin). */
  headingLevel?: 1 | 2;
  onCancel: () => void;
  /** After a save; `previousSlug` differs from the post's slug when its address changed. */
  onSaved?: (post: EditablePost, previousSlug: string) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** After the post was deleted (admin editor). */
  onDeleted?: (deleted: DeletedPost) => void;
};

export function PostEditor({
  slug,
  csrfToken,
  postKeys,
  layout,
  headingLevel = 2,
  onCancel,
  onSaved,
  onDirtyChange,
  onDeleted,
}: PostEditorProps) {
  const id = useId();
  const fieldId = useCallback((name: string) => `${id}-${name}`, [id]);
  const queryClient = useQueryClient();
  const query = useEditablePost(slug);
  const update = useUpdatePost(postKeys);
  const remove = useDeletePost(postKeys);
  const restore = useRestorePostVersion(postKeys);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<PendingAction>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [usingTitle, setUsingTitle] = useState(false);
  const { errors, show: showErrors, clear: clearError, set: setError, reset: resetErrors } = useFieldErrors(fieldId);
  const admin = layout === 'admin';

  // The form starts from the first answer; later answers replace it only on 'Reload latest'.
  if (draft === null && query.data) setDraft(draftFrom(query.data));

  const now = useDueClock([draft?.base.post.publishAt]);
  const dirty = draft !== null && !sameValues(draft.values, draft.initial);
  useUnsavedChangesWarning(dirty);
  const dirtyListener = useRef(onDirtyChange);
  useEffect(() => {
    dirtyListener.current = onDirtyChange;
  });
  useEffect(() => dirtyListener.current?.(dirty), [dirty]);
  useEffect(() => () => dirtyListener.current?.(false), []);

  if (draft === null) {
    if (query.isError) {
      return (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">{failureMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  const { post } = draft.base;
  const status = statusAt(post.status, post.publishAt, now);

  const setField = (name: PostField, value: string) => {
    setDraft((current) => (current ? { ...current, values: { ...current.values, [name]: value } } : current));
    clearError(name);
  };
  const checkImage = () => setError('imageUrl', imageUrlProblem(imageUrlToSave(draft.values.imageUrl, window.location.origin)));
  const loaded = (next: VersionedPost) => {
    setDraft(draftFrom(next));
    setConflict(false);
    resetErrors();
  };
  const failed = (error: unknown, fallback: string) => {
    const isConflict = error instanceof ConflictError;
    if (isConflict) setConflict(true);
    const shown = isConflict ? new Error(fallback, { cause: error }) : error;
    toast({ variant: 'destructive', title: 'Error', description: failureMessage(shown) });
  };

  const submit = (intent: PublishIntent) => {
    if (pending !== null || uploading) return;
    const origin = window.location.origin;
    const found = checkPost(draft.values, imageUrlToSave(draft.values.imageUrl, origin), { withAddress: admin });
    if (Object.keys(found).length) {
      setDialog(null);
      showErrors(found);
      return;
    }
    setPending(intent.kind);
    setScheduleError(null);
    update.mutate(
      { slug, update: postUpdateFromValues(draft.values, origin, draft.initial, intent), etag: draft.base.etag, csrfToken },
      {
        onSuccess: (saved) => {
          loaded(saved);
          setDialog(null);
          toast({ title: 'Success', description: savedMessage(intent, saved.post, post) });
          onSaved?.(saved.post, slug);
        },
        onError: (error) => {
          if (intent.kind === 'schedule' && refusedFields(error).includes('publishAt')) {
            setScheduleError(SCHEDULE_REFUSED);
            return;
          }
          setDialog(null);
          const refused = serverFieldErrors(error);
          if (refused && Object.keys(refused).length) showErrors(refused);
          failed(error, UPDATE_FAILED_MESSAGE);
        },
        onSettled: () => setPending(null),
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
    else toast({ variant: 'destructive', title: 'Error', description: failureMessage(result.error) });
  };

  const addressFromTitle = async () => {
    setUsingTitle(true);
    try {
      setField('slug', await queryClient.fetchQuery(getSuggestedSlugQueryOptions(draft.values.title, post.slug)));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: failureMessage(error) });
    } finally {
      setUsingTitle(false);
    }
  };

  const deletePost = () => {
    setPending('delete');
    remove.mutate(
      { slug, etag: draft.base.etag, csrfToken },
      {
        onSuccess: (deleted) => {
          setDialog(null);
          // Nothing is left to lose: the page may go without asking.
          setDraft((current) => (current ? { ...current, values: current.initial } : current));
          onDeleted?.(deleted);
        },
        onError: (error) => {
          setDialog(null);
          failed(error, 'The post could not be deleted');
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const restoreVersion = async (rev: string): Promise<boolean> => {
    if (!confirmDiscard(dirty, RESTORE_QUESTION)) return false;
    try {
      const saved = await restore.mutateAsync({ slug, rev, etag: draft.base.etag, csrfToken });
      loaded(saved);
      setDialog(null);
      toast({ title: 'Success', description: 'Version restored. It is now the current version of the post.' });
      return true;
    } catch (error) {
      failed(error, 'The version could not be restored');
      return false;
    }
  };

  const cancel = () => {
    if (confirmDiscard(dirty)) onCancel();
  };

  const note = Object.keys(errors).length
    ? 'Check the fields marked in red, then save again.'
    : dirty
      ? 'Unsaved changes'
      : '';

  return (
    <>
      <form onSubmit={save} aria-labelledby={fieldId('heading')} className="space-y-6" data-testid="post-editor">
        <EditorHeader
          post={post}
          status={status}
          headingId={fieldId('heading')}
          headingLevel={headingLevel}
          publishing={admin}
          onHistory={() => setDialog('history')}
          onReload={() => void reloadLatest()}
          reloading={reloading}
          dirty={dirty}
        />

        {conflict ? <ConflictNotice onReload={() => void reloadLatest()} reloading={reloading} /> : null}

        <PostFields
          fieldId={fieldId}
          values={draft.values}
          setField={setField}
          errors={errors}
          layout={layout}
          initialContent={draft.initial.content}
          contentVersion={draft.version}
          csrfToken={csrfToken}
          onImageBlur={checkImage}
          onUploadingChange={setUploading}
          address={
            admin ? (
              <AddressField
                key={draft.version}
                inputId={fieldId('slug')}
                mode={status === 'published' ? 'published' : 'unpublished'}
                value={draft.values.slug}
                onChange={(value) => setField('slug', value)}
                error={errors.slug}
                savedSlug={post.slug}
                onUseTitle={() => void addressFromTitle()}
                usingTitle={usingTitle}
              />
            ) : null
          }
        />

        {admin ? (
          <PublishActions
            status={status}
            pending={pending}
            busy={uploading}
            onAction={submit}
            onSchedule={() => {
              setScheduleError(null);
              setDialog('schedule');
            }}
            onCancel={cancel}
            onDelete={() => setDialog('delete')}
            note={note}
          />
        ) : (
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
            <Button type="submit" disabled={pending !== null || uploading} className="sm:min-w-32">
              {pending !== null ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="outline" onClick={cancel} disabled={pending !== null}>
              Cancel
            </Button>
            <p aria-live="polite" className="text-sm text-slate-600 sm:ml-auto">
              {note}
            </p>
          </div>
        )}
      </form>

      {admin ? (
        <>
          <ScheduleDialog
            open={dialog === 'schedule'}
            onOpenChange={(open) => setDialog(open ? 'schedule' : null)}
            initialValue={post.publishAt && status === 'scheduled' ? connecticutWallTime(Date.parse(post.publishAt)) : defaultScheduleTime()}
            pending={pending === 'schedule'}
            serverError={scheduleError}
            onSchedule={(publishAt) => submit({ kind: 'schedule', publishAt })}
          />
          <DeletePostDialog
            open={dialog === 'delete'}
            onOpenChange={(open) => setDialog(open ? 'delete' : null)}
            title={post.title}
            status={status}
            dirty={dirty}
            pending={pending === 'delete'}
            onConfirm={deletePost}
          />
          <HistoryDialog
            slug={slug}
            title={post.title}
            open={dialog === 'history'}
            onOpenChange={(open) => setDialog(open ? 'history' : null)}
            onRestore={restoreVersion}
            restoring={restore.isPending}
          />
        </>
      ) : null}
    </>
  );
}
