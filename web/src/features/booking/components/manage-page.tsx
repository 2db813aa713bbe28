// /book/manage#link=…: the booking a mailed link opens, a new time picked with the same picker, or a cancellation after
// a confirm step; a forged, used or expired link, and a booking past the cut-off, each a clear page changing nothing.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/load-states';
import type { ManagedBooking } from '@/features/booking/api/booking-api';
import { TakenPanel } from '@/features/booking/components/booking-outcomes';
import { LinkRefused, problemOf } from '@/features/booking/components/link-refused';
import { OpenTimes } from '@/features/booking/components/open-times';
import { agencyDayOf, clockTime, dayName, linkOfHash, PLACE_LABELS } from '@/features/booking/lib/slot-times';
import { useManagedBooking } from '@/features/booking/lib/use-managed-booking';

function BookingSummary({ booking }: { booking: ManagedBooking }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-navy-100 bg-white p-6 sm:grid-cols-[auto_1fr]" data-testid="managed-booking">
      <dt className="font-semibold text-navy-900">What</dt>
      <dd>{booking.title}</dd>
      <dt className="font-semibold text-navy-900">When</dt>
      <dd data-testid="managed-when">
        {dayName(agencyDayOf(booking.start))} at {clockTime(booking.start)} (Milford, Connecticut time)
      </dd>
      <dt className="font-semibold text-navy-900">Where</dt>
      <dd>{PLACE_LABELS[booking.place]}</dd>
      <dt className="font-semibold text-navy-900">Reference</dt>
      <dd className="font-mono">{booking.reference}</dd>
    </dl>
  );
}

type Mode = 'view' | 'move' | 'confirm-cancel';

export function ManagePage({ hash, zone }: { hash: string; zone?: string | null }) {
  const token = linkOfHash(hash);
  const { booking, loadRefusal, move, moveRefusal, cancel, cancelRefusal } = useManagedBooking(token);
  const [mode, setMode] = useState<Mode>('view');
  const [start, setStart] = useState<string | null>(null);
  if (!token) return <LinkRefused problem="missing" />;
  if (loadRefusal) return <LinkRefused problem={problemOf(loadRefusal)} message={loadRefusal.message} />;
  if (booking.isPending) return <LoadingStatus />;
  const current = booking.data;
  if (!current) return <LoadingStatus />;
  const refusal = moveRefusal ?? cancelRefusal;
  if (refusal && !(refusal.status === 409 && refusal.nextFree.length > 0))
    return <LinkRefused problem={problemOf(refusal)} message={refusal.message} />;
  if (current.status === 'cancelled')
    return (
      <section className="max-w-3xl space-y-4" data-testid="booking-cancelled">
        <h2 className="text-2xl font-bold text-navy-900">Your booking is cancelled</h2>
        <BookingSummary booking={current} />
        <p>We e-mailed you a cancellation for your calendar.</p>
      </section>
    );
  if (!current.canChange) return <LinkRefused problem="cut-off" />;
  if (moveRefusal) return <TakenPanel refusal={moveRefusal} onPick={(chosen) => move.mutate(chosen)} />;
  return (
    <div className="max-w-4xl space-y-6">
      {move.isSuccess ? (
        <p role="status" className="rounded-md border border-teal-200 bg-teal-50 px-4 py-3 font-semibold text-teal-900">
          Your booking is moved. We e-mailed you an updated calendar invitation.
        </p>
      ) : null}
      <BookingSummary booking={current} />
      <p className="text-sm text-slate-700">
        You can change or cancel it here until {dayName(agencyDayOf(current.changeUntil))} at {clockTime(current.changeUntil)}.
      </p>
      {mode === 'view' ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => setMode('move')}>Pick a new time</Button>
          <Button variant="outline" onClick={() => setMode('confirm-cancel')}>Cancel this booking</Button>
        </div>
      ) : null}
      {mode === 'move' ? (
        <section aria-labelledby="new-time" className="space-y-4">
          <h2 id="new-time" className="text-xl font-bold text-navy-900">Pick a new time</h2>
          <OpenTimes type={current.type} selected={start} onSelect={setStart} zone={zone} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button disabled={!start || move.isPending} onClick={() => start && move.mutate(start, { onSuccess: () => setMode('view') })}>
              {move.isPending ? 'Moving...' : 'Move to this time'}
            </Button>
            <Button variant="ghost" onClick={() => setMode('view')}>Keep my time</Button>
          </div>
        </section>
      ) : null}
      {mode === 'confirm-cancel' ? (
        <section aria-labelledby="cancel-heading" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-6">
          <h2 id="cancel-heading" className="text-xl font-bold text-red-900">Cancel this booking?</h2>
          <p>The time is given up and we e-mail you a cancellation for your calendar.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
            </Button>
            <Button variant="outline" onClick={() => setMode('view')}>No, keep it</Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
