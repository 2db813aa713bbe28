// The booking screens' form token: the request forms' keeper (a fresh token, aged as long as the service's settings
// ask), handed to features/booking through its context, as the app composes one feature with another. The keeper and
// the settings load with the form (booking-token-keeper.ts, a chunk of its own), not with the page.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { FormTokenSourceContext, type FormTokenSource } from '@/features/booking/lib/form-token-source';

export function BookingTokenProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const source = useMemo<FormTokenSource>(() => {
    const keeper = import('@/app/routes/booking-token-keeper').then((m) => m.bookingTokenKeeper(client));
    return {
      prefetch: () => void keeper.then((k) => k.prefetch()),
      ready: async () => (await keeper).ready(),
      forget: () => void keeper.then((k) => k.forget()),
    };
  }, [client]);
  return <FormTokenSourceContext.Provider value={source}>{children}</FormTokenSourceContext.Provider>;
}
