// A member's weekly booking hours: each weekday with its ranges (From and To on the quarter hour, several a day, or
// none: not bookable), Add hours and Remove per range, Monday copied to Tuesday to Friday, and one Save. A problem the
// service would refuse (an end before its start, an overlap) is shown under its range before anything is sent.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldProblem } from '@/components/ui/field-problem';
import { fieldClasses } from '@/components/ui/input';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { useBookingHours, useSaveHours } from '@/features/bookings-staff/api/bookings-staff';
import { clockLabel, copyMondayToWeekdays, nextRange, QUARTER_HOURS, WEEKDAYS, weekOf, weekProblems } from '@/features/bookings-staff/lib/week';
import type { HoursRange, Week, Weekday } from '@/features/bookings-staff/types';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorReason } from '@/lib/error-reason';
import { toast } from '@/lib/use-toast';

export function HoursEditor({ member, csrfToken }: { member: string; csrfToken: string }) {
  const hours = useBookingHours(member);
  if (hours.isPending) return <LoadingStatus className="py-8 text-center" />;
  if (hours.isError) return <LoadFailure onRetry={() => void hours.refetch()}>The hours could not be loaded.</LoadFailure>;
  return <WeekForm key={member} member={member} csrfToken={csrfToken} stored={hours.data.week ?? null} name={hours.data.name} />;
}

type WeekFormProps = { member: string; csrfToken: string; stored: Partial<Record<string, HoursRange[]>> | null; name: string };

function WeekForm({ member, csrfToken, stored, name }: WeekFormProps) {
  const [week, setWeek] = useState<Week>(() => weekOf(stored));
  const [shown, setShown] = useState<Record<string, string>>({});
  const save = useSaveHours(member, csrfToken);
  const setDay = (day: Weekday, ranges: HoursRange[]) => {
    setWeek((old) => ({ ...old, [day]: ranges }));
    setShown({});
  };
  const submit = () => {
    const problems = weekProblems(week);
    setShown(problems);
    if (Object.keys(problems).length) return;
    save.mutate(week, {
      onSuccess: () => toast({ title: `${name}'s hours are saved.` }),
      onError: (error) => {
        if (isApiError(error) && error.errors.length) setShown(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
        else toast({ title: errorReason(error) ?? 'The hours could not be saved.', variant: 'destructive' });
      },
    });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-4"
    >
      {stored === null ? (
        <p className="rounded-lg bg-navy-50 px-4 py-3 text-sm text-navy-900">
          No hours of {name}&apos;s own yet: bookings follow the office&apos;s hours. Save these to set them.
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {WEEKDAYS.map(({ id, label }) => (
          <DayRow key={id} day={id} label={label} ranges={week[id]} problems={shown} onChange={(ranges) => setDay(id, ranges)} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save hours'}
        </Button>
        <Button variant="outline" className="h-auto min-h-11 py-2 whitespace-normal" onClick={() => setWeek(copyMondayToWeekdays(week))}>
          Copy Monday to Tuesday–Friday
        </Button>
      </div>
    </form>
  );
}

type DayRowProps = { day: Weekday; label: string; ranges: HoursRange[]; problems: Record<string, string>; onChange: (ranges: HoursRange[]) => void };

function DayRow({ day, label, ranges, problems, onChange }: DayRowProps) {
  const change = (index: number, part: keyof HoursRange, value: string) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, [part]: value } : range)));
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[8rem_minmax(0,1fr)]" aria-label={label}>
      <p className="pt-2 font-semibold text-navy-900">{label}</p>
      <div className="space-y-2">
        {ranges.length === 0 ? <p className="pt-2 text-sm text-slate-600">Unavailable</p> : null}
        {ranges.map((range, index) => {
          const problem = problems[`week.${day}.${index}.from`] ?? problems[`week.${day}.${index}.to`];
          const problemId = `hours-${day}-${index}-problem`;
          return (
            <div key={index} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <TimeSelect label={`${label} range ${index + 1} from`} value={range.from} invalid={!!problem} describedBy={problem ? problemId : undefined} onChange={(v) => change(index, 'from', v)} last={false} />
                <span aria-hidden="true">–</span>
                <TimeSelect label={`${label} range ${index + 1} to`} value={range.to} invalid={!!problem} describedBy={problem ? problemId : undefined} onChange={(v) => change(index, 'to', v)} last />
                <Button variant="ghost" size="sm" onClick={() => onChange(ranges.filter((_, i) => i !== index))} aria-label={`Remove ${label} range ${index + 1}`}>
                  Remove
                </Button>
              </div>
              <FieldProblem id={problemId} message={problem} />
            </div>
          );
        })}
        <Button variant="outline" size="sm" onClick={() => onChange([...ranges, nextRange(ranges)])} aria-label={`Add hours on ${label}`}>
          Add hours
        </Button>
      </div>
    </li>
  );
}

type TimeSelectProps = { label: string; value: string; invalid: boolean; describedBy: string | undefined; onChange: (value: string) => void; last: boolean };

function TimeSelect({ label, value, invalid, describedBy, onChange, last }: TimeSelectProps) {
  const times = last ? QUARTER_HOURS.slice(1) : QUARTER_HOURS.slice(0, -1);
  // The field's classes make it as wide as its box: the box gives it a time's width.
  return (
    <div className="w-32">
      <select
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(fieldClasses, 'h-10 py-1.5')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {times.map((time) => (
          <option key={time} value={time}>
            {clockLabel(time)}
          </option>
        ))}
      </select>
    </div>
  );
}
