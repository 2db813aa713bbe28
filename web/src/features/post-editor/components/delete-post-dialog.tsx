// Delete: the question before a post is taken off the site, saying what happens and how to bring it back.
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import type { PostStatus } from '@/lib/post-status';

type DeletePostDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  status: PostStatus;
  dirty: boolean;
  pending: boolean;
  onConfirm: () => void;
};

export function DeletePostDialog({ open, onOpenChange, title, status, dirty, pending, onConfirm }: DeletePostDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this post?"
      confirmLabel={pending ? 'Deleting...' : 'Delete post'}
      cancelLabel="Keep post"
      tone="danger"
      pending={pending}
      onConfirm={onConfirm}
    >
      <p>
        “{title}” {status === 'published' ? 'will be taken off the site at once' : 'will be removed'}. You can bring it
        back with Undo, or from Recently deleted for 30 days, with its history.
      </p>
      {dirty ? <p className="font-semibold">Your unsaved changes to it will be lost.</p> : null}
    </ConfirmDialog>
  );
}
