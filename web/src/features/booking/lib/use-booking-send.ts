// Sending a booking: the form's token (aged as the service wants it), the visitor's zone, and what came back — the
// booking, the time taken by someone else with the next free times, or the service's sentence and fields to fix.
import { useCallback, useRef, useState } from 'react';
import { FORM_TOKEN_RULES } from '@/config/request-fields';
import { book, refusalOf, type Booked, type BookingDraft, type Refusal } from '@/features/booking/api/booking-api';
import { visitorZone } from '@/features/booking/lib/slot-times';
import { useRequestSettings } from '@/features/forms/api/request-settings';
import { FormTokenKeeper } from '@/features/forms/lib/form-token-keeper';

export type SendState =
  | { phase: 'editing'; refusal: Refusal | null }
  | { phase: 'sending' }
  | { phase: 'booked'; booked: Booked }
  | { phase: 'taken'; refusal: Refusal };

const UNREACHABLE = 'We could not reach our website. Please try again, or call us.';

export type DraftFields = Omit<BookingDraft, 'formToken' | 'zone' | 'consent'>;

export function useBookingSend() {
  const settings = useRequestSettings();
  const keeper = useRef<FormTokenKeeper | null>(null);
  const [state, setState] = useState<SendState>({ phase: 'editing', refusal: null });
  const tokens = useCallback(() => (keeper.current ??= new FormTokenKeeper(null)), []);

  async function send(fields: DraftFields) {
    setState({ phase: 'sending' });
    try {
      const formToken = await tokens().ready(settings.data?.minimumSeconds ?? FORM_TOKEN_RULES.minimumSeconds);
      tokens().forget();
      const booked = await book({ ...fields, consent: true, formToken, zone: visitorZone() });
      setState({ phase: 'booked', booked });
    } catch (error) {
      const refusal = refusalOf(error) ?? { status: 0, message: UNREACHABLE, nextFree: [], fields: {} };
      // Taken, or past / outside hours / beyond the window: the visitor picks another time.
      const pickAgain = refusal.status === 409 || (refusal.status === 422 && refusal.nextFree.length > 0);
      setState(pickAgain ? { phase: 'taken', refusal } : { phase: 'editing', refusal });
    }
  }

  // Stable, for the form's effect that asks for a token as it opens.
  const prefetch = useCallback(() => tokens().prefetch(), [tokens]);
  const reset = useCallback(() => setState({ phase: 'editing', refusal: null }), []);
  return { state, send, prefetch, reset };
}
