// New post: the same fields as the editor, empty and dated today (Connecticut); the address is made from the
// title as staff type (shown, and theirs to change). Publish, Save draft or Schedule… create it; it then opens in
// the editor. Asks before unsaved text is lost.
import { StatusBadge } from '@/components/ui/status-badge';
import { AddressField } from '@/features/post-editor/components/address-field';
import { PostFields } from '@/features/post-editor/components/post-fields';
import { PublishActions } from '@/features/post-editor/components/publish-actions';
import { ScheduleDialog, defaultScheduleTime } from '@/features/post-editor/components/schedule-dialog';
import { imageUrlToSave } from '@/features/post-editor/lib/post-form';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import { useNewPostDraft, type NewPostDraftOptions } from '@/features/post-editor/lib/use-new-post-draft';
import { postText } from '@/features/post-editor/lib/use-review-gate';
import type { WordingReviewWidgets } from '@/features/post-editor/types';

type NewPostEditorProps = Omit<NewPostDraftOptions, 'reviewed'> & {
  onCancel: () => void;
  /** The wording review the app lends: findings beside the fields, the checklist before the post goes public. */
  review?: WordingReviewWidgets | undefined;
};

export function NewPostEditor({ onCancel, review, ...options }: NewPostEditorProps) {
  const editor = useNewPostDraft({ ...options, reviewed: Boolean(review) });
  const { fieldId, errors, pending } = editor;
  const text = postText(editor.values, imageUrlToSave(editor.values.imageUrl, window.location.origin));

  return (
    <>
      <form onSubmit={editor.save} aria-labelledby={fieldId('heading')} className="space-y-6" data-testid="post-editor">
        <NewPostHeading headingId={fieldId('heading')} />
        <PostFields
          form={editor}
          values={editor.values}
          setField={editor.setField}
          layout="admin"
          initialContent=""
          contentVersion={0}
          csrfToken={options.csrfToken}
          address={
            <AddressField
              inputId={fieldId('slug')}
              mode="new"
              value={editor.address}
              onChange={editor.setAddress}
              error={errors.slug}
              followsTitle={editor.followsTitle}
            />
          }
          dateHint="The date shown on the post: today unless you change it. Scheduling sets it to the day the post appears."
        />
        {review?.Findings ? <review.Findings text={text} csrfToken={options.csrfToken} /> : null}
        <PublishActions
          status="new"
          pending={pending}
          busy={editor.uploading}
          onAction={editor.submit}
          onSchedule={editor.openSchedule}
          onCancel={() => {
            if (confirmDiscard(editor.dirty)) onCancel();
          }}
          note={editor.note('Not saved yet')}
        />
      </form>
      <ScheduleDialog
        open={editor.dialog === 'schedule'}
        onOpenChange={(open) => editor.setDialog(open ? 'schedule' : null)}
        initialValue={defaultScheduleTime()}
        pending={pending === 'schedule'}
        serverError={editor.scheduleError}
        onSchedule={(publishAt) => editor.submit({ kind: 'schedule', publishAt })}
      />
      {review ? (
        <review.Checklist
          open={editor.review.open}
          onOpenChange={(open) => (open ? undefined : editor.review.close())}
          action={editor.review.action}
          text={text}
          csrfToken={options.csrfToken}
          reviews={[]}
          refused={editor.review.refusedFindings}
          onConfirm={editor.review.confirm}
        />
      ) : null}
    </>
  );
}

/** The heading of the new-post form, and that the post is a draft nobody but staff sees until it is published. */
function NewPostHeading({ headingId }: { headingId: string }) {
  return (
    <div>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-navy-900">
        New post
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" data-testid="post-status">
        <StatusBadge status="draft" />
        <span>Not saved yet. Only signed-in staff will see it until you publish it.</span>
      </p>
    </div>
  );
}
