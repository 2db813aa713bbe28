// Booking one meeting type: its open times, then the visitor's details for the chosen time, then the confirmation;
// a time taken meanwhile brings the next free times to pick from. The start may come chosen (`#start=` in the address,
// from the request-received page's next open times).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { bookingKeys, type MeetingType } from '@/features/booking/api/booking-api';
import { BookingForm, type Prefill } from '@/features/booking/components/booking-form';
import { BookingConfirmation, TakenPanel } from '@/features/booking/components/booking-outcomes';
import { OpenTimes } from '@/features/booking/components/open-times';
import { agencyDayOf, clockTime, dayName } from '@/features/booking/lib/slot-times';
import { useBookingSend } from '@/features/booking/lib/use-booking-send';

type BookTypeProps = {
  type: MeetingType;
  initialStart?: string | null;
  prefill?: Prefill | undefined;
  review?: string | undefined;
  zone?: string | null;
};

export function BookType({ type, initialStart = null, prefill, review, zone }: BookTypeProps) {
  const [start, setStart] = useState<string | null>(initialStart);
  const { state, send, prefetch, reset } = useBookingSend();
  const client = useQueryClient();

  const pick = (chosen: string) => {
    setStart(chosen);
    reset();
  };
  if (state.phase === 'booked') return <BookingConfirmation booked={state.booked} title={type.title} />;
  if (state.phase === 'taken') {
    const again = (chosen: string) => {
      void client.invalidateQueries({ queryKey: bookingKeys.slots(type.id) });
      pick(chosen);
    };
    return <TakenPanel refusal={state.refusal} onPick={again} />;
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="open-times" className="space-y-3">
        <h2 id="open-times" className="text-xl font-bold text-navy-900">
          Pick a time ({type.durationMinutes} minutes)
        </h2>
        <OpenTimes type={type.id} selected={start} onSelect={pick} zone={zone} />
      </section>
      {start ? (
        <section aria-labelledby="your-details" className="space-y-4">
          <h2 id="your-details" className="text-xl font-bold text-navy-900">
            Your details
          </h2>
          <p data-testid="chosen-time" className="flex flex-wrap items-center gap-3">
            <span>
              {type.title}: <strong>{dayName(agencyDayOf(start))} at {clockTime(start)}</strong>
            </span>
            <Button variant="ghost" size="sm" onClick={() => setStart(null)}>
              Choose another time
            </Button>
          </p>
          <BookingForm type={type} start={start} state={state} onSend={(f) => void send(f)} onMount={prefetch}
            prefill={prefill} review={review} />
        </section>
      ) : null}
    </div>
  );
}
