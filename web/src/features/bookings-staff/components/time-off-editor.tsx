// A member's time off: the days they take no bookings (first to last day, with a note), added and removed here; the
// list the earliest first. A refused day is named under its field.
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { useAddTimeOff, useRemoveTimeOff, useTimeOff } from '@/features/bookings-staff/api/bookings-staff';
import { dayTitle } from '@/features/bookings-staff/lib/day';
import type { TimeOff } from '@/features/bookings-staff/types';
import { isApiError } from '@/lib/api-client';
import { errorReason } from '@/lib/error-reason';
import { toast } from '@/lib/use-toast';

export function TimeOffEditor({ member, csrfToken }: { member: string; csrfToken: string }) {
  const timeOff = useTimeOff(member);
  return (
    <div className="space-y-5">
      <AddTimeOff member={member} csrfToken={csrfToken} />
      {timeOff.isPending ? <LoadingStatus className="py-6 text-center" /> : null}
      {timeOff.isError ? <LoadFailure onRetry={() => void timeOff.refetch()}>The time off could not be loaded.</LoadFailure> : null}
      {timeOff.data ? <TimeOffList member={member} csrfToken={csrfToken} entries={timeOff.data.timeOff} /> : null}
    </div>
  );
}

function AddTimeOff({ member, csrfToken }: { member: string; csrfToken: string }) {
  const id = useId();
  const [firstDay, setFirstDay] = useState('');
  const [lastDay, setLastDay] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const add = useAddTimeOff(member, csrfToken);
  const submit = () => {
    const own: Record<string, string> = {};
    if (!firstDay) own.firstDay = 'Choose the first day off.';
    if (firstDay && lastDay && lastDay < firstDay) own.lastDay = 'The last day cannot be before the first day.';
    setProblems(own);
    if (Object.keys(own).length) return;
    add.mutate(
      { firstDay, lastDay: lastDay || firstDay, note },
      {
        onSuccess: () => {
          setFirstDay('');
          setLastDay('');
          setNote('');
          toast({ title: 'Time off added.' });
        },
        onError: (error) => {
          if (isApiError(error) && error.errors.length) setProblems(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
          else toast({ title: errorReason(error) ?? 'The time off could not be added.', variant: 'destructive' });
        },
      },
    );
  };
  const field = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  return (
    <form
      noValidate
      aria-label="Add time off"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-3 sm:grid-cols-2"
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-firstDay`}>First day</Label>
        <Input type="date" value={firstDay} onChange={(e) => setFirstDay(e.target.value)} {...field('firstDay')} />
        <FieldProblem id={`${id}-firstDay-problem`} message={problems.firstDay} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-lastDay`}>Last day</Label>
        <Input type="date" value={lastDay} min={firstDay || undefined} onChange={(e) => setLastDay(e.target.value)} {...field('lastDay')} />
        <FieldProblem id={`${id}-lastDay-problem`} message={problems.lastDay} />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} {...field('note')} />
        <FieldProblem id={`${id}-note-problem`} message={problems.note} />
      </div>
      <Button type="submit" className="w-fit" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add time off'}
      </Button>
    </form>
  );
}

function TimeOffList({ member, csrfToken, entries }: { member: string; csrfToken: string; entries: TimeOff[] }) {
  const remove = useRemoveTimeOff(member, csrfToken);
  if (entries.length === 0) return <p className="text-sm text-slate-600">No time off planned.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Time off">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <p className="text-navy-900">
            <span className="font-semibold">{dayTitle(entry.firstDay)}</span>
            {entry.lastDay !== entry.firstDay ? <> to <span className="font-semibold">{dayTitle(entry.lastDay)}</span></> : null}
            {entry.note ? <span className="text-slate-600"> · {entry.note}</span> : null}
          </p>
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            aria-label={`Remove time off from ${dayTitle(entry.firstDay)}`}
            onClick={() =>
              remove.mutate(entry.id, {
                onError: (error) => toast({ title: errorReason(error) ?? 'The time off could not be removed.', variant: 'destructive' }),
              })
            }
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
