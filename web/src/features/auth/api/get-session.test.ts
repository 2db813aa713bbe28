// Tests of the session check: the staff member with the CSRF token, their role and whether they must change a
// temporary password, or null for a visitor.
import { describe, expect, it } from 'vitest';
import { getSession } from '@/features/auth/api/get-session';
import { STAFF_MARK } from '@/lib/staff-marker';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

describe('getSession', () => {
  it('answers the signed-in staff member, the token, the role and the temporary password to change', async () => {
    const answer = { username: 'maria', csrfToken: 'abc', role: 'owner', mustChangePassword: true, member: 'maria-lopez' };
    stubFetch({ '/api/auth/session': () => jsonResponse(answer) });
    await expect(getSession()).resolves.toEqual(answer);
  });

  it('reads a missing or unknown role as staff, the role that may least', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 'abc', role: 'admin' }) });
    await expect(getSession()).resolves.toEqual({
      username: 'maria',
      csrfToken: 'abc',
      role: 'staff',
      mustChangePassword: false,
      member: null,
    });
  });

  it('answers null for a visitor (401)', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ message: 'Not signed in' }, { status: 401 }) });
    await expect(getSession()).resolves.toBeNull();
  });

  it('answers null for a body without a session', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ signedIn: false }) });
    await expect(getSession()).resolves.toBeNull();
  });

  it('marks this browser as a staff member\'s when the service confirms a session, and clears it when not', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 'abc', role: 'staff' }) });
    await getSession();
    expect(localStorage.getItem(STAFF_MARK)).toBe('1');
    stubFetch({ '/api/auth/session': () => jsonResponse({ message: 'Not signed in' }, { status: 401 }) });
    await getSession();
    expect(localStorage.getItem(STAFF_MARK)).toBeNull();
  });

  it('raises on other failures', async () => {
    stubFetch({ '/api/auth/session': () => new Response('down', { status: 503 }) });
    await expect(getSession()).rejects.toThrow('down');
  });
});
