// The reschedule's time picker: the meeting type's open times of a week (GET /api/booking/slots), by day, the week
// before and after; choosing a time and "Move to" sends it.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { useOpenSlots } from '@/features/bookings-staff/api/bookings-staff';
import { addDays, agencyDayShort, agencyTime } from '@/features/bookings-staff/lib/day';
import { agencyToday } from '@/lib/agency-clock';
import { cn } from '@/lib/cn';
import { formatConnecticutLong } from '@/lib/connecticut-time';

type SlotPickerProps = { type: string; current: string; pending: boolean; onPick: (start: string) => void };

export function SlotPicker({ type, current, pending, onPick }: SlotPickerProps) {
  const [today] = useState(() => agencyToday(Date.now()));
  const [from, setFrom] = useState(today);
  const [chosen, setChosen] = useState<string | null>(null);
  const slots = useOpenSlots(type, from, true);
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Choose a new time</legend>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" disabled={from <= today} onClick={() => setFrom(addDays(from, -7))}>
          <span aria-hidden="true">&larr;</span> Earlier week
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setFrom(addDays(from, 7))}>
          Later week <span aria-hidden="true">&rarr;</span>
        </Button>
      </div>
      {slots.isPending ? <LoadingStatus className="py-4 text-center" /> : null}
      {slots.isError ? <LoadFailure onRetry={() => void slots.refetch()}>The open times could not be loaded.</LoadFailure> : null}
      {slots.data ? (
        slots.data.days.every((day) => day.slots.length === 0) ? (
          <p className="text-sm text-slate-600">No open times this week.</p>
        ) : (
          <div className="space-y-3">
            {slots.data.days
              .filter((day) => day.slots.length > 0)
              .map((day) => (
                <div key={day.date}>
                  <p className="text-sm font-semibold text-slate-700">{agencyDayShort(day.slots[0] ?? '')}</p>
                  <div className="mt-1 flex flex-wrap gap-2" role="group" aria-label={agencyDayShort(day.slots[0] ?? '')}>
                    {day.slots.map((slot) => (
                      <button
                        key={slot}
                        type="button"
                        aria-pressed={chosen === slot}
                        disabled={slot === current}
                        onClick={() => setChosen(slot)}
                        className={cn(
                          'h-9 rounded-md border px-3 text-sm font-semibold',
                          chosen === slot ? 'border-navy-900 bg-navy-900 text-white' : 'border-navy-200 bg-white text-navy-900 hover:bg-navy-50',
                        )}
                      >
                        {agencyTime(slot)}
                      </button>
                    ))}
                  </div>
                </div>
              ))}
          </div>
        )
      ) : null}
      <Button size="sm" disabled={!chosen || pending} onClick={() => chosen && onPick(chosen)}>
        {chosen ? `Move to ${formatConnecticutLong(chosen)}` : 'Move to the chosen time'}
      </Button>
    </fieldset>
  );
}
