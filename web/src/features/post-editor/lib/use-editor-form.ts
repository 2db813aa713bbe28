// useEditorForm(): what the new-post editor and the editor of a saved post share: field ids and problems, the action
// under way, an upload in progress, the open dialog, the schedule dialog's refusal, and reporting unsaved changes
// (the leave warning, onDirtyChange). `start` checks a save before it goes; `refuse` tells why one failed.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PendingAction } from '@/features/post-editor/components/publish-actions';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { refusedFields, serverFieldErrors, type FieldErrors } from '@/features/post-editor/lib/post-checks';
import { useUnsavedChangesWarning } from '@/features/post-editor/lib/unsaved-changes';
import { useFieldErrors } from '@/features/post-editor/lib/use-field-errors';
import type { PublishIntent } from '@/features/post-editor/types';
import { toast } from '@/lib/use-toast';

const SCHEDULE_REFUSED = 'This time cannot be used. Pick a time in the future (Connecticut time).';

export type EditorDialog = 'schedule' | 'delete' | 'history' | null;

/** Toasts a failure in plain words. */
export function toastFailure(error: unknown) {
  toast({ variant: 'destructive', title: 'Error', description: failureMessage(error) });
}

/** The form state both editors share, as useEditorForm returns it. */
export type EditorForm = ReturnType<typeof useEditorForm>;

export function useEditorForm(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined) {
  const id = useId();
  const fieldId = useCallback((name: string) => `${id}-${name}`, [id]);
  const fieldErrors = useFieldErrors(fieldId);
  const [pending, setPending] = useState<PendingAction>(null);
  const [uploading, setUploading] = useState(false);
  const [dialog, setDialog] = useState<EditorDialog>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);

  useUnsavedChangesWarning(dirty);
  const dirtyListener = useRef(onDirtyChange);
  useEffect(() => {
    dirtyListener.current = onDirtyChange;
  });
  useEffect(() => dirtyListener.current?.(dirty), [dirty]);
  useEffect(() => () => dirtyListener.current?.(false), []);

  /** Before a save: false when one is under way or the fields have problems (shown, the dialog closed). */
  const start = (intent: PublishIntent, found: FieldErrors): boolean => {
    if (pending !== null || uploading) return false;
    if (Object.keys(found).length) {
      setDialog(null);
      fieldErrors.show(found);
      return false;
    }
    setPending(intent.kind);
    setScheduleError(null);
    return true;
  };

  /**
   * After a refused save: a refused publishing time is said in the schedule dialog; anything else closes the dialog,
   * marks the fields the server refused, and is told by `tell`.
   */
  const refuse = (intent: PublishIntent, error: unknown, tell: (error: unknown) => void = toastFailure) => {
    if (intent.kind === 'schedule' && refusedFields(error).includes('publishAt')) {
      setScheduleError(SCHEDULE_REFUSED);
      return;
    }
    setDialog(null);
    const refused = serverFieldErrors(error);
    if (refused && Object.keys(refused).length) fieldErrors.show(refused);
    tell(error);
  };

  const openSchedule = () => {
    setScheduleError(null);
    setDialog('schedule');
  };

  /** The line beside the buttons: the fields to check, or that there are unsaved changes (`dirtyNote`). */
  const note = (dirtyNote: string) =>
    Object.keys(fieldErrors.errors).length ? 'Check the fields marked in red, then save again.' : dirty ? dirtyNote : '';

  return {
    fieldId,
    ...fieldErrors,
    pending,
    setPending,
    uploading,
    setUploading,
    dialog,
    setDialog,
    scheduleError,
    openSchedule,
    start,
    refuse,
    note,
  };
}
