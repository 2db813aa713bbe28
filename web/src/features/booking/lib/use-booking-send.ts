// Sending a booking: the form's token (aged as the service wants it), the visitor's zone, and what came back — the
// booking, the time taken by someone else with the next free times, or the service's sentence and fields to fix.
import { useCallback, useState } from 'react';
import { book, refusalOf, type Booked, type BookingDraft, type Refusal } from '@/features/booking/api/booking-api';
import { useFormTokenSource } from '@/features/booking/lib/form-token-source';
import { visitorZone } from '@/features/booking/lib/slot-times';

export type SendState =
  | { phase: 'editing'; refusal: Refusal | null }
  | { phase: 'sending' }
  | { phase: 'booked'; booked: Booked }
  | { phase: 'taken'; refusal: Refusal };

const UNREACHABLE = 'We could not reach our website. Please try again, or call us.';

export type DraftFields = Omit<BookingDraft, 'formToken' | 'zone' | 'consent'>;

export function useBookingSend() {
  const tokens = useFormTokenSource();
  const [state, setState] = useState<SendState>({ phase: 'editing', refusal: null });

  async function send(fields: DraftFields) {
    setState({ phase: 'sending' });
    try {
      const formToken = await tokens.ready();
      tokens.forget();
      const booked = await book({ ...fields, consent: true, formToken, zone: visitorZone() });
      setState({ phase: 'booked', booked });
    } catch (error) {
      const refusal = refusalOf(error) ?? { status: 0, message: UNREACHABLE, nextFree: [], fields: {} };
      // Taken, or past / outside hours / beyond the window: the visitor picks another time.
      const pickAgain = refusal.status === 409 || (refusal.status === 422 && refusal.nextFree.length > 0);
      setState(pickAgain ? { phase: 'taken', refusal } : { phase: 'editing', refusal });
    }
  }

  const reset = useCallback(() => setState({ phase: 'editing', refusal: null }), []);
  return { state, send, prefetch: tokens.prefetch, reset };
}
