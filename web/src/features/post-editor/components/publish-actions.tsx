// The editor's buttons, by the post's status, as Ghost and WordPress staff expect them: a new post or a draft
// gets Publish, Save draft and Schedule…; a scheduled post Update, Publish now, Reschedule… and Unschedule; a
// published post Update and Unpublish. Delete sits apart on the right. The pressed one says what it is doing.
import { Button } from '@/components/ui/button';
import type { PostStatus } from '@/lib/post-status';
import type { PublishIntent } from '@/features/post-editor/types';

/** The button that closes the editor, asking first when there are changes to lose. */
export const CLOSE_WITHOUT_SAVING = 'Close without saving';

export type PendingAction = PublishIntent['kind'] | 'delete' | null;

type PublishActionsProps = {
  /** The post's status now; 'new' for a post not saved yet. */
  status: PostStatus | 'new';
  pending: PendingAction;
  /** An upload is running: nothing can be saved until it ends. */
  busy: boolean;
  onAction: (intent: Exclude<PublishIntent, { kind: 'schedule' }>) => void;
  onSchedule: () => void;
  onCancel: () => void;
  onDelete?: () => void;
  /** What to tell beside the buttons (unsaved changes, fields to fix). */
  note: string;
};

const WORKING: Record<Exclude<PendingAction, null>, string> = {
  save: 'Saving...',
  draft: 'Saving...',
  publish: 'Publishing...',
  schedule: 'Scheduling...',
  delete: 'Deleting...',
};

export function PublishActions({ status, pending, busy, onAction, onSchedule, onCancel, onDelete, note }: PublishActionsProps) {
  const disabled = pending !== null || busy;
  const label = (kind: Exclude<PendingAction, null>, idle: string) => (pending === kind ? WORKING[kind] : idle);
  const unsaved = status === 'new' || status === 'draft';

  return (
    <div className="space-y-3 border-t border-slate-200 pt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {unsaved ? (
          <>
            <Button disabled={disabled} onClick={() => onAction({ kind: 'publish' })}>
              {label('publish', 'Publish')}
            </Button>
            {/* The form's default button: Enter in a field saves, it never publishes. */}
            <Button type="submit" variant="outline" disabled={disabled}>
              {label('save', 'Save draft')}
            </Button>
            <Button variant="outline" disabled={disabled} onClick={onSchedule}>
              {label('schedule', 'Schedule…')}
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" disabled={disabled}>
              {label('save', 'Update')}
            </Button>
            {status === 'scheduled' ? (
              <>
                <Button variant="outline" disabled={disabled} onClick={() => onAction({ kind: 'publish' })}>
                  {label('publish', 'Publish now')}
                </Button>
                <Button variant="outline" disabled={disabled} onClick={onSchedule}>
                  {label('schedule', 'Reschedule…')}
                </Button>
              </>
            ) : null}
            <Button variant="outline" disabled={disabled} onClick={() => onAction({ kind: 'draft' })}>
              {label('draft', status === 'scheduled' ? 'Unschedule' : 'Unpublish')}
            </Button>
          </>
        )}
        <Button variant="ghost" onClick={onCancel} disabled={pending !== null}>
          {CLOSE_WITHOUT_SAVING}
        </Button>
        {onDelete ? (
          <Button
            variant="ghost"
            onClick={onDelete}
            disabled={disabled}
            className="text-red-700 hover:bg-red-50 sm:ml-auto"
          >
            {label('delete', 'Delete')}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {note}
      </p>
    </div>
  );
}
