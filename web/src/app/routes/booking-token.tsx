// The booking screens' form token: the request forms' keeper (a fresh token, aged as long as the service's settings
// ask), handed to features/booking through its context, as the app composes one feature with another.
import { useMemo, useRef, type ReactNode } from 'react';
import { FORM_TOKEN_RULES } from '@/config/request-fields';
import { FormTokenSourceContext, type FormTokenSource } from '@/features/booking/lib/form-token-source';
import { useRequestSettings } from '@/features/forms/api/request-settings';
import { FormTokenKeeper } from '@/features/forms/lib/form-token-keeper';

export function BookingTokenProvider({ children }: { children: ReactNode }) {
  const settings = useRequestSettings();
  const minimumSeconds = settings.data?.minimumSeconds ?? FORM_TOKEN_RULES.minimumSeconds;
  const keeper = useRef<FormTokenKeeper | null>(null);
  const source = useMemo<FormTokenSource>(() => {
    const tokens = () => (keeper.current ??= new FormTokenKeeper(null));
    return { prefetch: () => tokens().prefetch(), ready: () => tokens().ready(minimumSeconds), forget: () => tokens().forget() };
  }, [minimumSeconds]);
  return <FormTokenSourceContext.Provider value={source}>{children}</FormTokenSourceContext.Provider>;
}
