// GET /api/requests/settings: how long the service keeps closed requests, whether it mails the office, and the
// least time a form takes to fill; the privacy notice and the form read it (also during a server render).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';

/**
 * Closed requests are deleted `retentionDays` after they were sent; `officeMail`: each request is also e-mailed to
 * the office; a form token is accepted `minimumSeconds` after it was issued.
 */
export type RequestSettings = Answer<'/api/requests/settings', 'get'>;

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
