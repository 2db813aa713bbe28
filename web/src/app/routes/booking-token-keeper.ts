// The booking form's token keeper: the request forms' FormTokenKeeper, waiting as long as the service's settings ask
// (read once, as the request forms read them).
import type { QueryClient } from '@tanstack/react-query';
import { FORM_TOKEN_RULES } from '@/config/request-fields';
import type { FormTokenSource } from '@/features/booking/lib/form-token-source';
import { getRequestSettingsQueryOptions } from '@/features/forms/api/request-settings';
import { FormTokenKeeper } from '@/features/forms/lib/form-token-keeper';

export function bookingTokenKeeper(client: QueryClient): FormTokenSource {
  const keeper = new FormTokenKeeper(null);
  const minimumSeconds = async () => {
    try {
      return (await client.fetchQuery(getRequestSettingsQueryOptions())).minimumSeconds;
    } catch {
      return FORM_TOKEN_RULES.minimumSeconds;
    }
  };
  return {
    prefetch: () => keeper.prefetch(),
    ready: async () => keeper.ready(await minimumSeconds()),
    forget: () => keeper.forget(),
  };
}
