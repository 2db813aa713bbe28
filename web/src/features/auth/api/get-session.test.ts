// Tests of the session check: the staff member with the CSRF token, or null for a visitor.
import { describe, expect, it } from 'vitest';
import { getSession } from '@/features/auth/api/get-session';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

describe('getSession', () => {
  it('answers the signed-in staff member and the token', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 'abc' }) });
    await expect(getSession()).resolves.toEqual({ username: 'maria', csrfToken: 'abc' });
  });

  it('answers null for a visitor (401)', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ message: 'Not signed in' }, { status: 401 }) });
    await expect(getSession()).resolves.toBeNull();
  });

  it('answers null for a body without a session', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ signedIn: false }) });
    await expect(getSession()).resolves.toBeNull();
  });

  it('raises on other failures', async () => {
    stubFetch({ '/api/auth/session': () => new Response('down', { status: 503 }) });
    await expect(getSession()).rejects.toThrow('down');
  });
});
