// The booking a mailed manage link opens, and its changes: a move (answered with the booking and a new link, which
// replaces the spent one in the address, after "#"), or a cancellation; each refusal kept for the page to show.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cancelBooking,
  getManaged,
  refusalOf,
  reschedule,
  type ManagedBooking,
  type Refusal,
} from '@/features/booking/api/booking-api';

const UNREACHABLE = 'We could not reach our website. Please try again, or call us.';
const asRefusal = (error: unknown): Refusal => refusalOf(error) ?? { status: 0, message: UNREACHABLE, nextFree: [], fields: {} };

/** Where a change is: none yet, on its way, done (`moved` or `cancelled`), or refused. */
export type Change =
  | { at: 'none' | 'pending' }
  | { at: 'done'; what: 'moved' | 'cancelled' }
  | { at: 'refused'; what: 'move' | 'cancel'; refusal: Refusal };

export function useManagedBooking(initialToken: string) {
  const [token, setToken] = useState(initialToken);
  const [change, setChange] = useState<Change>({ at: 'none' });
  const client = useQueryClient();
  const key = ['booking', 'manage', token] as const;
  const booking = useQuery({ queryKey: key, queryFn: () => getManaged(token), enabled: token !== '', retry: false, staleTime: Infinity });

  /** Move to `start`; answers whether it moved. */
  async function moveTo(start: string): Promise<boolean> {
    setChange({ at: 'pending' });
    try {
      const moved = await reschedule(token, start);
      const next = moved.manage || token;
      client.setQueryData(['booking', 'manage', next], moved);
      if (next !== token) {
        window.history.replaceState(window.history.state, '', `${window.location.pathname}#link=${next}`);
        setToken(next);
      }
      setChange({ at: 'done', what: 'moved' });
      return true;
    } catch (error) {
      setChange({ at: 'refused', what: 'move', refusal: asRefusal(error) });
      return false;
    }
  }

  async function cancel() {
    setChange({ at: 'pending' });
    try {
      const answer = await cancelBooking(token);
      const current = client.getQueryData<ManagedBooking>(key);
      client.setQueryData(key, answer ?? (current && { ...current, status: 'cancelled', canChange: false }));
      setChange({ at: 'done', what: 'cancelled' });
    } catch (error) {
      setChange({ at: 'refused', what: 'cancel', refusal: asRefusal(error) });
    }
  }

  return { booking, loadRefusal: booking.isError ? asRefusal(booking.error) : null, change, moveTo, cancel };
}
