// The editor of one saved post, shared by the admin editor and the inline editor: the layout around usePostDraft
// (which loads, keeps, checks and saves the post). Checks show in plain words beside each field; on 412 it keeps the
// edits and offers 'Reload latest'. In the admin editor it also moves the post between draft, scheduled and
// published, renames its address, deletes it and shows its History. Asks before the page is left with unsaved
// changes, however it is left.
import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { AddressField } from '@/features/post-editor/components/address-field';
import { ConflictNotice } from '@/features/post-editor/components/conflict-notice';
import { DeletePostDialog } from '@/features/post-editor/components/delete-post-dialog';
import { EditorHeader } from '@/features/post-editor/components/editor-header';
import { HistoryDialog } from '@/features/post-editor/components/history-dialog';
import { PostFields } from '@/features/post-editor/components/post-fields';
import { PublishActions } from '@/features/post-editor/components/publish-actions';
import { ScheduleDialog, defaultScheduleTime } from '@/features/post-editor/components/schedule-dialog';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import { usePostDraft, type PostDraftOptions } from '@/features/post-editor/lib/use-post-draft';
import type { EditorLayout } from '@/features/post-editor/types';
import { connecticutWallTime } from '@/lib/connecticut-time';

export { RESTORE_QUESTION } from '@/features/post-editor/lib/use-draft-writes';
export { RELOAD_QUESTION } from '@/features/post-editor/lib/use-reload-latest';

export type PostEditorProps = Omit<PostDraftOptions, 'withAddress'> & {
  layout: EditorLayout;
  /** 1 when the editor stands in for the page's content (inline), 2 beside other page content (admin). */
  headingLevel?: 1 | 2;
  onCancel: () => void;
};

export function PostEditor({ layout, headingLevel = 2, onCancel, ...options }: PostEditorProps) {
  const admin = layout === 'admin';
  const editor = usePostDraft({ ...options, withAddress: admin });
  const { draft, status, fieldId, errors, dialog, setDialog, pending, dirty } = editor;

  if (draft === null || status === null) {
    if (editor.query.isError) {
      return <LoadFailure onRetry={() => void editor.query.refetch()}>{failureMessage(editor.query.error)}</LoadFailure>;
    }
    return <LoadingStatus className="py-10 text-center" />;
  }

  const { post } = draft.base;
  const reload = () => void editor.reloadLatest();
  const cancel = () => {
    if (confirmDiscard(dirty)) onCancel();
  };
  const note = editor.note('Unsaved changes');

  return (
    <>
      <form onSubmit={editor.save} aria-labelledby={fieldId('heading')} className="space-y-6" data-testid="post-editor">
        <EditorHeader
          post={post}
          status={status}
          headingId={fieldId('heading')}
          headingLevel={headingLevel}
          publishing={admin}
          onHistory={() => setDialog('history')}
          onReload={reload}
          reloading={editor.reloading}
          dirty={dirty}
        />

        {editor.conflict ? <ConflictNotice onReload={reload} reloading={editor.reloading} /> : null}

        <PostFields
          form={editor}
          values={draft.values}
          setField={editor.setField}
          layout={layout}
          initialContent={draft.initial.content}
          contentVersion={draft.version}
          csrfToken={options.csrfToken}
          address={
            admin ? (
              <AddressField
                key={draft.version}
                inputId={fieldId('slug')}
                mode={status === 'published' ? 'published' : 'unpublished'}
                value={draft.values.slug}
                onChange={(value) => editor.setField('slug', value)}
                error={errors.slug}
                savedSlug={post.slug}
                onUseTitle={() => void editor.addressFromTitle()}
                usingTitle={editor.usingTitle}
              />
            ) : null
          }
        />

        {admin ? (
          <PublishActions
            status={status}
            pending={pending}
            busy={editor.uploading}
            onAction={editor.submit}
            onSchedule={editor.openSchedule}
            onCancel={cancel}
            onDelete={() => setDialog('delete')}
            note={note}
          />
        ) : (
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
            <Button type="submit" disabled={pending !== null || editor.uploading} className="sm:min-w-32">
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
            serverError={editor.scheduleError}
            onSchedule={(publishAt) => editor.submit({ kind: 'schedule', publishAt })}
          />
          <DeletePostDialog
            open={dialog === 'delete'}
            onOpenChange={(open) => setDialog(open ? 'delete' : null)}
            title={post.title}
            status={status}
            dirty={dirty}
            pending={pending === 'delete'}
            onConfirm={editor.deletePost}
          />
          <HistoryDialog
            slug={options.slug}
            title={post.title}
            open={dialog === 'history'}
            onOpenChange={(open) => setDialog(open ? 'history' : null)}
            onRestore={editor.restoreVersion}
            restoring={editor.restoring}
          />
        </>
      ) : null}
    </>
  );
}
