// Tests of the sign-in messages: the server's words for 401 and 429, a plain one for a network failure.
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/features/auth/api/sign-in';
import { NETWORK_FAILURE_MESSAGE, signInErrorMessage } from '@/features/auth/lib/sign-in-error';
import { stubFetch } from '@/testing/stub-fetch';

const failSignIn = async (response: Response) => {
  stubFetch({ '/api/auth/login': () => response });
  return signIn({ username: 'maria', password: 'x' }).catch((error: unknown) => error);
};

describe('signInErrorMessage', () => {
  it('shows the server message for a wrong password', async () => {
    const error = await failSignIn(Response.json({ message: 'Wrong user name or password' }, { status: 401 }));
    expect(signInErrorMessage(error)).toBe('Wrong user name or password');
  });

  it('shows the server message when signing in is throttled', async () => {
    const error = await failSignIn(
      Response.json({ message: 'Too many failed sign-ins. Try again in a few minutes.' }, { status: 429 }),
    );
    expect(signInErrorMessage(error)).toBe('Too many failed sign-ins. Try again in a few minutes.');
  });

  it('explains a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await signIn({ username: 'maria', password: 'x' }).catch((e: unknown) => e);
    expect(signInErrorMessage(error)).toBe(NETWORK_FAILURE_MESSAGE);
  });

  it('names the reason of any other failure', async () => {
    const error = await failSignIn(Response.json({ message: 'Service is starting' }, { status: 503 }));
    expect(signInErrorMessage(error)).toBe('Sign-in failed: Service is starting');
  });
});
