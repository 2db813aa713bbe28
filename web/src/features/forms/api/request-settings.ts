// GET /api/requests/settings: how long the service keeps closed requests, whether it mails the office, and the
// least time a form takes to fill; the privacy notice and the form read it (also during a server render).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type RequestSettings = {
  /** Closed requests are deleted this many days after they were sent. */
  retentionDays: number;
  /** Whether each request is also e-mailed to the office. */
  officeMail: boolean;
  /** A form token is accepted this many seconds after it was issued. */
  minimumSeconds: number;
};

export const requestSettingsKeys = { all: ['requests', 'settings'] as const };

export function getRequestSettings({ signal }: { signal?: AbortSignal } = {}): Promise<RequestSettings> {
  return apiGet<RequestSettings>('/api/requests/settings', signal ? { signal } : {});
}

export function getRequestSettingsQueryOptions() {
  // Settings of the running service: they change only with a restart.
  return queryOptions({ queryKey: requestSettingsKeys.all, queryFn: getRequestSettings, staleTime: Infinity });
}

export function useRequestSettings() {
  return useQuery(getRequestSettingsQueryOptions());
}
