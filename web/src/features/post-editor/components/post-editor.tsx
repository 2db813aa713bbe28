// The editor of one saved post, shared by the admin editor and the inline editor: the layout around usePostDraft
// (which loads, keeps, checks and saves the post). Checks show in plain words beside each field; on 412 it keeps the
// edits and offers 'Load the latest saved version'. In the admin editor it also moves the post between draft, scheduled and
// published, renames its address, deletes it, shows its History and, when the app lends it, offers a published post
// "Send as newsletter". Asks before the page is left with unsaved
// changes, however it is left.
import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { AddressField } from '@/features/post-editor/components/address-field';
import { ConflictNotice } from '@/features/post-editor/components/conflict-notice';
import { EditorHeader } from '@/features/post-editor/components/editor-header';
import { PostFields } from '@/features/post-editor/components/post-fields';
import { CLOSE_WITHOUT_SAVING, PublishActions } from '@/features/post-editor/components/publish-actions';
import { SavedPostDialogs } from '@/features/post-editor/components/saved-post-dialogs';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { imageUrlToSave } from '@/features/post-editor/lib/post-form';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import type { Draft } from '@/features/post-editor/lib/use-draft';
import { usePostDraft, type PostDraft, type PostDraftOptions } from '@/features/post-editor/lib/use-post-draft';
import { postText } from '@/features/post-editor/lib/use-review-gate';
import type { EditorLayout, NewsletterWidget, WordingReviewWidgets } from '@/features/post-editor/types';
import type { PostStatus } from '@/lib/post-status';

export { RESTORE_QUESTION } from '@/features/post-editor/lib/use-draft-writes';
export { RELOAD_QUESTION } from '@/features/post-editor/lib/use-reload-latest';

export type PostEditorProps = Omit<PostDraftOptions, 'withAddress' | 'reviewed'> & {
  layout: EditorLayout;
  /** The wording review the app lends: findings beside the fields, the checklist before the post goes or stays public. */
  review?: WordingReviewWidgets | undefined;
  /** "Send as newsletter" the app lends (admin editor, published post). */
  newsletter?: NewsletterWidget | undefined;
  /** 1 when the editor stands in for the page's content (inline), 2 beside other page content (admin). */
  headingLevel?: 1 | 2;
  onCancel: () => void;
};

export function PostEditor({ layout, headingLevel = 2, onCancel, review, newsletter: Newsletter, ...options }: PostEditorProps) {
  const admin = layout === 'admin';
  const editor = usePostDraft({ ...options, withAddress: admin, reviewed: Boolean(review) });
  const { draft, status, fieldId, setDialog, pending, dirty } = editor;

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
          tools={
            admin && Newsletter && status === 'published' ? (
              <Newsletter slug={post.slug} title={post.title} csrfToken={options.csrfToken} dirty={dirty} />
            ) : null
          }
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
          address={admin ? <SavedPostAddress editor={editor} draft={draft} status={status} /> : null}
        />

        {review?.Findings ? <review.Findings text={savedPostText(draft)} csrfToken={options.csrfToken} /> : null}

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
          <InlineActions pending={pending !== null} busy={editor.uploading} onCancel={cancel} note={note} />
        )}
      </form>

      {admin ? <SavedPostDialogs editor={editor} slug={options.slug} post={post} status={status} /> : null}
      {review ? <SavedPostChecklist Checklist={review.Checklist} editor={editor} draft={draft} csrfToken={options.csrfToken} /> : null}
    </>
  );
}

type SavedPostChecklistProps = { Checklist: WordingReviewWidgets['Checklist']; editor: PostDraft; draft: Draft; csrfToken: string };

/** The wording review's checklist, open while a write that makes or keeps the post public waits for it. */
function SavedPostChecklist({ Checklist, editor, draft, csrfToken }: SavedPostChecklistProps) {
  const { review } = editor;
  return (
    <Checklist
      open={review.open}
      onOpenChange={(open) => (open ? undefined : review.close())}
      action={review.action}
      text={savedPostText(draft)}
      csrfToken={csrfToken}
      reviews={draft.base.post.wordingReviews}
      refused={review.refusedFindings}
      onConfirm={review.confirm}
    />
  );
}

/** The text of the post as edited, for the wording review. */
const savedPostText = (draft: Draft) => postText(draft.values, imageUrlToSave(draft.values.imageUrl, window.location.origin), draft.base.post.slug);

/** The address of a saved post: starts afresh from each loaded version. */
function SavedPostAddress({ editor, draft, status }: { editor: PostDraft; draft: Draft; status: PostStatus }) {
  return (
    <AddressField
      key={draft.version}
      inputId={editor.fieldId('slug')}
      mode={status === 'published' ? 'published' : 'unpublished'}
      value={draft.values.slug}
      onChange={(value) => editor.setField('slug', value)}
      error={editor.errors.slug}
      savedSlug={draft.base.post.slug}
      onUseTitle={() => void editor.addressFromTitle()}
      usingTitle={editor.usingTitle}
    />
  );
}

/** The inline editor's buttons: Save and Close without saving, and the note beside them. */
function InlineActions({ pending, busy, onCancel, note }: { pending: boolean; busy: boolean; onCancel: () => void; note: string }) {
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
      <Button type="submit" disabled={pending || busy} className="sm:min-w-32">
        {pending ? 'Saving...' : 'Save'}
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {CLOSE_WITHOUT_SAVING}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-600 sm:ml-auto">
        {note}
      </p>
    </div>
  );
}
