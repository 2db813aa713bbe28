// GET /api/auth/session: who is signed in (with the CSRF token for writes), or null for a visitor (401).
import { isServer, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSession } from '@/features/auth/types';
import { apiGet } from '@/lib/api-client';

export const sessionKeys = { all: ['auth', 'session'] as const };

/** The session, or null for a visitor (401, or any answer without a session's CSRF token). */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<StaffSession | null> {
  const answer = await apiGet<Partial<StaffSession> | null>('/api/auth/session', {
    on401: 'returnNull',
    ...(signal ? { signal } : {}),
  });
  return answer && typeof answer.csrfToken === 'string' && typeof answer.username === 'string'
    ? { username: answer.username, csrfToken: answer.csrfToken }
    : null;
}

export function getSessionQueryOptions() {
  return queryOptions({ queryKey: sessionKeys.all, queryFn: getSession });
}

/**
 * The signed-in staff member; `enabled: false` asks nothing (e.g. while a feature flag is off). Never asked
 * during a server render: a rendered page is shared by every visitor, and the browser asks with its own cookie.
 */
export function useStaffSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSessionQueryOptions(), enabled: enabled && !isServer });
}
