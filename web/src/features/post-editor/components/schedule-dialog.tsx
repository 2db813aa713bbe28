// Schedule…: pick the date and time (Connecticut time) when the post appears on the site by itself. Shows in
// words when that is, refuses a time that has passed, and sends the wall time as the date-time field gives it.
import { useId, useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-panel';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/features/post-editor/components/field-error';
import { connecticutWallTime, formatConnecticutLong, instantOfConnecticutWallTime } from '@/lib/connecticut-time';

export { defaultScheduleTime } from '@/lib/connecticut-time';

export function scheduleProblem(wall: string, now: number = Date.now()): string | null {
  if (!wall) return 'Pick the date and time when the post should appear.';
  const at = instantOfConnecticutWallTime(wall);
  if (Number.isNaN(at)) return 'Enter a date and a time, like 12/01/2026 9:00 AM.';
  return at > now ? null : 'This time has already passed. Pick a time in the future.';
}

type ScheduleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the field starts with: the post's current schedule, or the default suggestion. */
  initialValue: string;
  pending: boolean;
  /** The server's refusal of the time (a 422 naming publishAt), in plain words. */
  serverError: string | null;
  onSchedule: (wallTime: string) => void;
};

export function ScheduleDialog({ open, onOpenChange, initialValue, pending, serverError, onSchedule }: ScheduleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        {/* Mounted afresh on each opening: the field starts from `initialValue`. */}
        <ScheduleForm initialValue={initialValue} pending={pending} serverError={serverError} onSchedule={onSchedule} />
      </DialogContent>
    </Dialog>
  );
}

function ScheduleForm({ initialValue, pending, serverError, onSchedule }: Omit<ScheduleDialogProps, 'open' | 'onOpenChange'>) {
  const id = useId();
  const [value, setValue] = useState(initialValue);
  // The earliest time the field offers: now, when the dialog opened.
  const [earliest] = useState(() => connecticutWallTime(Date.now()));
  const [problem, setProblem] = useState<string | null>(null);
  const at = instantOfConnecticutWallTime(value);
  const shownProblem = problem ?? serverError;

  const submit = () => {
    const found = scheduleProblem(value);
    setProblem(found);
    if (!found) onSchedule(value);
  };

  return (
    <DialogForm
      title="Schedule this post"
      description="It appears on the site by itself at the time you pick. Until then, visitors can’t see it."
      bodyClassName="space-y-2"
      onSubmit={submit}
      submitLabel="Schedule"
      pendingLabel="Scheduling..."
      pending={pending}
    >
      <Label htmlFor={`${id}-when`}>Date and time (Connecticut time)</Label>
      <Input
        id={`${id}-when`}
        type="datetime-local"
        value={value}
        min={earliest}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        aria-invalid={shownProblem ? true : undefined}
        aria-describedby={`${id}-when-hint${shownProblem ? ` ${id}-when-error` : ''}`}
      />
      <p id={`${id}-when-hint`} aria-live="polite" className="text-sm text-slate-600">
        {Number.isNaN(at)
          ? 'Times are Connecticut (Eastern) time.'
          : `Appears on ${formatConnecticutLong(at)} (Connecticut time).`}
      </p>
      <FieldError id={`${id}-when-error`} message={shownProblem ?? undefined} />
    </DialogForm>
  );
}
