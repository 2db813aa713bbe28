// The dialogs of a saved post in the admin editor: Schedule… (starting from its publishing time when it is
// scheduled, else tomorrow at 9:00 AM), Delete and History.
import { DeletePostDialog } from '@/features/post-editor/components/delete-post-dialog';
import { HistoryDialog } from '@/features/post-editor/components/history-dialog';
import { ScheduleDialog, defaultScheduleTime } from '@/features/post-editor/components/schedule-dialog';
import type { EditorDialog } from '@/features/post-editor/lib/use-editor-form';
import type { PostDraft } from '@/features/post-editor/lib/use-post-draft';
import type { EditablePost } from '@/features/post-editor/types';
import { connecticutWallTime } from '@/lib/connecticut-time';
import type { PostStatus } from '@/lib/post-status';

type SavedPostDialogsProps = {
  editor: PostDraft;
  slug: string;
  post: EditablePost;
  status: PostStatus;
};

export function SavedPostDialogs({ editor, slug, post, status }: SavedPostDialogsProps) {
  const { dialog, setDialog, pending } = editor;
  const openChange = (which: EditorDialog) => (open: boolean) => setDialog(open ? which : null);

  return (
    <>
      <ScheduleDialog
        open={dialog === 'schedule'}
        onOpenChange={openChange('schedule')}
        initialValue={post.publishAt && status === 'scheduled' ? connecticutWallTime(Date.parse(post.publishAt)) : defaultScheduleTime()}
        pending={pending === 'schedule'}
        serverError={editor.scheduleError}
        onSchedule={(publishAt) => editor.submit({ kind: 'schedule', publishAt })}
      />
      <DeletePostDialog
        open={dialog === 'delete'}
        onOpenChange={openChange('delete')}
        title={post.title}
        status={status}
        dirty={editor.dirty}
        pending={pending === 'delete'}
        onConfirm={editor.deletePost}
      />
      <HistoryDialog
        slug={slug}
        title={post.title}
        open={dialog === 'history'}
        onOpenChange={openChange('history')}
        onRestore={editor.restoreVersion}
        restoring={editor.restoring}
      />
    </>
  );
}
