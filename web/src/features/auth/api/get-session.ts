// GET /api/auth/session: who is signed in (with the CSRF token for writes), or null for a visitor (401).
import { isServer, queryOptions, useQuery } from '@tanstack/react-query';
import { markStaff } from '@/features/auth/lib/mark-staff';
import type { StaffSession } from '@/features/auth/types';
import { apiGet } from '@/lib/api-client';

export const sessionKeys = { all: ['auth', 'session'] as const };

/**
 * The session, or null for a visitor (401, or any answer without a session's CSRF token). A role other than
 * "owner" reads as "staff", the role that may least: the screens offer no more than the service allows.
 */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<StaffSession | null> {
  const answer = await apiGet<Partial<StaffSession> | null>('/api/auth/session', {
    on401: 'returnNull',
    ...(signal ? { signal } : {}),
  });
  if (!answer || typeof answer.csrfToken !== 'string' || typeof answer.username !== 'string') {
    markStaff(false);
    return null;
  }
  markStaff(true);
  return {
    username: answer.username,
    csrfToken: answer.csrfToken,
    role: answer.role === 'owner' ? 'owner' : 'staff',
    mustChangePassword: answer.mustChangePassword === true,
    member: typeof answer.member === 'string' ? answer.member : null,
  };
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
