// /book/manage#link=…: the booking a mailed link opens, a new time picked with the same picker (its own chunk), or a
// cancellation after a confirm step; a forged, used or expired link, and a booking past the cut-off, each a clear page
// changing nothing.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ManagedBooking } from '@/features/booking/api/booking-api';
import { LinkRefused, problemOf } from '@/features/booking/components/link-refused';
import { Loading } from '@/features/booking/components/load-lines';
import { agencyDayOf, clockTime, dayName, linkOfHash, PLACE_LABELS } from '@/features/booking/lib/slot-times';
import { useManagedBooking } from '@/features/booking/lib/use-managed-booking';

const MoveBooking = lazy(() => import('@/features/booking/components/move-booking').then((m) => ({ default: m.MoveBooking })));

function BookingSummary({ booking }: { booking: ManagedBooking }) {
  const line = 'font-semibold text-navy-900';
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-navy-100 bg-white p-6 sm:grid-cols-[auto_1fr]" data-testid="managed-booking">
      <dt className={line}>What</dt>
      <dd>{booking.title}</dd>
      <dt className={line}>When</dt>
      <dd data-testid="managed-when">
        {dayName(agencyDayOf(booking.start))} at {clockTime(booking.start)} (Milford, Connecticut time)
      </dd>
      <dt className={line}>Where</dt>
      <dd>{PLACE_LABELS[booking.place]}</dd>
      <dt className={line}>Reference</dt>
      <dd className="font-mono">{booking.reference}</dd>
    </dl>
  );
}

function ConfirmCancel({ pending, onCancel, onKeep }: { pending: boolean; onCancel: () => void; onKeep: () => void }) {
  return (
    <section aria-labelledby="cancel-heading" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-6">
      <h2 id="cancel-heading" className="text-xl font-bold text-red-900">
        Cancel this booking?
      </h2>
      <p>The time is given up and we e-mail you a cancellation for your calendar.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="danger" disabled={pending} onClick={onCancel}>
          {pending ? 'Cancelling...' : 'Yes, cancel it'}
        </Button>
        <Button variant="outline" onClick={onKeep}>
          No, keep it
        </Button>
      </div>
    </section>
  );
}

type Mode = 'view' | 'move' | 'confirm-cancel';

export function ManagePage({ hash, zone }: { hash: string; zone?: string | null }) {
  const { booking, loadRefusal, change, moveTo, cancel } = useManagedBooking(linkOfHash(hash));
  const [mode, setMode] = useState<Mode>('view');
  if (!linkOfHash(hash)) return <LinkRefused problem="missing" />;
  if (loadRefusal) return <LinkRefused problem={problemOf(loadRefusal)} message={loadRefusal.message} />;
  const current = booking.data;
  if (!current) return <Loading />;
  const refusal = change.at === 'refused' ? change.refusal : null;
  const taken = refusal && change.at === 'refused' && change.what === 'move' && refusal.status === 409 && refusal.nextFree.length > 0;
  if (refusal && !taken) return <LinkRefused problem={problemOf(refusal)} message={refusal.message} />;
  if (current.status === 'cancelled')
    return (
      <section className="max-w-3xl space-y-4" data-testid="booking-cancelled">
        <h2 className="text-2xl font-bold text-navy-900">Your booking is cancelled</h2>
        <BookingSummary booking={current} />
        <p>We e-mailed you a cancellation for your calendar.</p>
      </section>
    );
  if (!current.canChange) return <LinkRefused problem="cut-off" />;
  const pending = change.at === 'pending';
  const move = (start: string) => void moveTo(start).then((moved) => moved && setMode('view'));
  return (
    <div className="max-w-4xl space-y-6">
      {change.at === 'done' && change.what === 'moved' ? (
        <p role="status" className="rounded-md border border-teal-200 bg-teal-50 px-4 py-3 font-semibold text-teal-900">
          Your booking is moved. We e-mailed you an updated calendar invitation.
        </p>
      ) : null}
      <BookingSummary booking={current} />
      <p className="text-sm text-slate-700">
        You can change or cancel it here until {dayName(agencyDayOf(current.changeUntil))} at {clockTime(current.changeUntil)}.
      </p>
      {mode === 'view' && !taken ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => setMode('move')}>Pick a new time</Button>
          <Button variant="outline" onClick={() => setMode('confirm-cancel')}>
            Cancel this booking
          </Button>
        </div>
      ) : mode === 'move' || taken ? (
        <Suspense fallback={<Loading />}>
          <MoveBooking type={current.type} pending={pending} taken={taken ? refusal : null} onMove={move}
            onKeep={() => setMode('view')} zone={zone} />
        </Suspense>
      ) : (
        <ConfirmCancel pending={pending} onCancel={() => void cancel()} onKeep={() => setMode('view')} />
      )}
    </div>
  );
}
