// The booking a mailed manage link opens, and its changes: a move (answered with the booking and a new link, which
// replaces the spent one in the address, after "#"), or a cancellation; each refusal kept for the page to show.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useManagedBooking(initialToken: string) {
  const [token, setToken] = useState(initialToken);
  const client = useQueryClient();
  const key = ['booking', 'manage', token] as const;
  const booking = useQuery({ queryKey: key, queryFn: () => getManaged(token), enabled: token !== '', retry: false, staleTime: 0 });

  const move = useMutation({
    mutationFn: (start: string) => reschedule(token, start),
    onSuccess: (moved: ManagedBooking) => {
      if (moved.manage) {
        client.setQueryData(['booking', 'manage', moved.manage], moved);
        window.history.replaceState(window.history.state, '', `${window.location.pathname}#link=${moved.manage}`);
        setToken(moved.manage);
      } else client.setQueryData(key, moved);
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelBooking(token),
    onSuccess: (answer) => {
      const current = client.getQueryData<ManagedBooking>(key);
      client.setQueryData(key, answer ?? (current ? { ...current, status: 'cancelled', canChange: false } : current));
    },
  });
  return {
    booking,
    loadRefusal: booking.isError ? asRefusal(booking.error) : null,
    move,
    moveRefusal: move.isError ? asRefusal(move.error) : null,
    cancel,
    cancelRefusal: cancel.isError ? asRefusal(cancel.error) : null,
  };
}
