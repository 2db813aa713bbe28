// The newsletter sign-up's form token: the request forms' keeper (app/routes/booking-token-keeper.ts: a fresh token,
// aged as long as the service's settings ask), loaded at the form's first focus, so the footer of every page carries
// none of its code until a visitor starts to sign up.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormTokens } from '@/features/newsletter/types';

export function useNewsletterTokens(): FormTokens {
  const client = useQueryClient();
  return useMemo(() => {
    let keeper: Promise<FormTokens> | null = null;
    const load = () => (keeper ??= import('@/app/routes/booking-token-keeper').then((m) => m.bookingTokenKeeper(client)));
    return {
      prefetch: () => void load().then((k) => k.prefetch()),
      ready: async () => (await load()).ready(),
      forget: () => void load().then((k) => k.forget()),
    };
  }, [client]);
}
