// A booking in its request's view: when, what, where, with whom and the visitor's answers; and what staff do to it
// while it is booked: Reschedule (a picker of the type's open times), Cancel (after a confirmation: the visitor is
// mailed), No-show and Done.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { type OnRequestChanged, useBookingAction, useRequestBooking } from '@/features/bookings-staff/api/bookings-staff';
import { placeName } from '@/features/bookings-staff/components/day-view';
import { SlotPicker } from '@/features/bookings-staff/components/slot-picker';
import { agencyTime } from '@/features/bookings-staff/lib/day';
import type { BookingAction, RequestBooking } from '@/features/bookings-staff/types';
import { formatConnecticutLong } from '@/lib/connecticut-time';
import { errorReason } from '@/lib/error-reason';
import { toast } from '@/lib/use-toast';

const DONE_WORDS: Record<BookingAction['action'], string> = {
  reschedule: 'The booking was moved; the visitor is sent the new time.',
  cancel: 'The booking was cancelled; the visitor is told.',
  'no-show': 'Marked as a no-show.',
  done: 'Marked as done.',
};

type BookingPanelProps = { requestId: number; csrfToken: string; onChanged: OnRequestChanged };

export function BookingPanel({ requestId, csrfToken, onChanged }: BookingPanelProps) {
  const booking = useRequestBooking(requestId);
  return (
    <section aria-labelledby="booking-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="booking-heading" className="text-lg font-bold text-navy-900">
        Booking
      </h2>
      {booking.isPending ? <LoadingStatus className="py-6 text-center" /> : null}
      {booking.isError ? <LoadFailure onRetry={() => void booking.refetch()}>The booking could not be loaded.</LoadFailure> : null}
      {booking.data ? <BookingFacts booking={booking.data} csrfToken={csrfToken} onChanged={onChanged} /> : null}
    </section>
  );
}

type BookingFactsProps = { booking: RequestBooking; csrfToken: string; onChanged: OnRequestChanged };

function BookingFacts({ booking, csrfToken, onChanged }: BookingFactsProps) {
  return (
    <>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-semibold text-slate-700">When</dt>
        <dd className="text-navy-900">
          {formatConnecticutLong(booking.start)} to {agencyTime(booking.end)}
        </dd>
        <dt className="font-semibold text-slate-700">What</dt>
        <dd className="text-navy-900">{booking.title}</dd>
        <dt className="font-semibold text-slate-700">Where</dt>
        <dd className="text-navy-900">{placeName(booking.place)}</dd>
        {booking.answers.map((answer) => (
          <div key={answer.id} className="contents">
            <dt className="font-semibold text-slate-700">{answer.label}</dt>
            <dd className="whitespace-pre-line text-navy-900">{answer.answer || '—'}</dd>
          </div>
        ))}
      </dl>
      <BookingActions booking={booking} csrfToken={csrfToken} onChanged={onChanged} />
    </>
  );
}

function BookingActions({ booking, csrfToken, onChanged }: BookingFactsProps) {
  const act = useBookingAction(booking.requestId, csrfToken, onChanged);
  const [confirming, setConfirming] = useState(false);
  const [picking, setPicking] = useState(false);
  const run = (action: BookingAction, after?: () => void) =>
    act.mutate(action, {
      onSuccess: () => {
        after?.();
        toast({ title: DONE_WORDS[action.action] });
      },
      onError: (error) => toast({ title: errorReason(error) ?? 'The booking could not be changed.', variant: 'destructive' }),
    });
  if (booking.status === 'cancelled') return <p className="mt-4 text-sm text-slate-700">This booking was cancelled.</p>;
  return (
    <div className="mt-5 space-y-4">
      <div className="flex flex-wrap gap-2">
        {booking.status === 'booked' ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setPicking((open) => !open)} aria-expanded={picking}>
              Reschedule
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              Cancel booking
            </Button>
          </>
        ) : null}
        {booking.status !== 'no-show' ? (
          <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => run({ action: 'no-show' })}>
            No-show
          </Button>
        ) : null}
        {booking.status !== 'done' ? (
          <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => run({ action: 'done' })}>
            Done
          </Button>
        ) : null}
      </div>
      {picking ? (
        <SlotPicker
          type={booking.type}
          current={booking.start}
          pending={act.isPending}
          onPick={(start) => run({ action: 'reschedule', start }, () => setPicking(false))}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        cancelLabel="Keep it"
        tone="danger"
        pending={act.isPending}
        onConfirm={() => run({ action: 'cancel' }, () => setConfirming(false))}
      >
        The visitor is e-mailed that {formatConnecticutLong(booking.start)} is cancelled, and the time is free again.
      </ConfirmDialog>
    </div>
  );
}
