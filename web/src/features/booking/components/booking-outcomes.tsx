// What the visitor sees after Book: the confirmation (day, time, place, reference, the invitation mailed, the link to
// change it), and, when the time was just taken or is no longer open, the next free times to pick from instead.
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { FocusedHeading } from '@/components/ui/focused-heading';
import { paths } from '@/config/paths';
import type { Booked, Refusal } from '@/features/booking/api/booking-api';
import { TimeLabel } from '@/features/booking/components/slot-picker';
import { CallUs } from '@/features/booking/components/call-us';
import { agencyDayOf, clockTime, dayName, otherZone, PLACE_LABELS } from '@/features/booking/lib/slot-times';

export function BookingConfirmation({ booked, title }: { booked: Booked; title: string }) {
  const manage = `${paths.bookManage.getHref()}#link=${encodeURIComponent(booked.manage)}`;
  return (
    <section className="space-y-4 rounded-xl border border-teal-200 bg-teal-50 p-6" data-testid="booking-confirmation">
      <FocusedHeading>You’re booked</FocusedHeading>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-navy-900">What</dt>
        <dd>{title}</dd>
        <dt className="font-semibold text-navy-900">When</dt>
        <dd data-testid="booked-when">
          {dayName(agencyDayOf(booked.start))} at {clockTime(booked.start)} (Milford, Connecticut time)
        </dd>
        <dt className="font-semibold text-navy-900">Where</dt>
        <dd>{PLACE_LABELS[booked.place]}</dd>
        <dt className="font-semibold text-navy-900">Reference</dt>
        <dd data-testid="booked-reference" className="font-mono">
          {booked.reference}
        </dd>
      </dl>
      <p>We e-mailed you a calendar invitation with these details.</p>
      <p>
        Need another time?{' '}
        <Link href={manage} className="font-semibold text-teal-700 underline underline-offset-4">
          Change or cancel your booking
        </Link>{' '}
        (the e-mail has this link too).
      </p>
    </section>
  );
}

/** The time was just taken (or no longer open): the service's sentence and its next free times as buttons. */
export function TakenPanel({ refusal, onPick }: { refusal: Refusal; onPick: (start: string) => void }) {
  const other = otherZone();
  return (
    <section className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-6" data-testid="slot-taken">
      <FocusedHeading>{refusal.status === 409 ? 'That time was just taken' : 'That time is no longer open'}</FocusedHeading>
      <p>{refusal.message}</p>
      {refusal.nextFree.length > 0 ? (
        <>
          <p className="font-semibold text-navy-900">The next free times:</p>
          <ul className="grid gap-2 sm:grid-cols-3">
            {refusal.nextFree.map((start) => (
              <li key={start}>
                <Button variant="outline" className="h-auto w-full py-2" onClick={() => onPick(start)}>
                  <span>
                    {dayName(agencyDayOf(start), 'short')}, <TimeLabel start={start} other={other} />
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <CallUs lead="No other time is open just now" />
      )}
    </section>
  );
}
