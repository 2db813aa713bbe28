// Moving a booking from its manage link: the same open-times picker as booking, then "Move to this time"; a time
// taken meanwhile shows the next free times to move to instead. A chunk of its own, loaded on "Pick a new time".
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Refusal } from '@/features/booking/api/booking-api';
import { TakenPanel } from '@/features/booking/components/booking-outcomes';
import { OpenTimes } from '@/features/booking/components/open-times';

type MoveBookingProps = {
  type: string;
  pending: boolean;
  /** The move was refused with other free times (a 409 with `nextFree`). */
  taken: Refusal | null;
  onMove: (start: string) => void;
  onKeep: () => void;
  zone?: string | null | undefined;
};

export function MoveBooking({ type, pending, taken, onMove, onKeep, zone }: MoveBookingProps) {
  const [start, setStart] = useState<string | null>(null);
  if (taken) return <TakenPanel refusal={taken} onPick={onMove} />;
  return (
    <section aria-labelledby="new-time" className="space-y-4">
      <h2 id="new-time" className="text-xl font-bold text-navy-900">
        Pick a new time
      </h2>
      <OpenTimes type={type} selected={start} onSelect={setStart} zone={zone} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button disabled={!start || pending} onClick={() => start && onMove(start)}>
          {pending ? 'Moving...' : 'Move to this time'}
        </Button>
        <Button variant="ghost" onClick={onKeep}>
          Keep my time
        </Button>
      </div>
    </section>
  );
}
