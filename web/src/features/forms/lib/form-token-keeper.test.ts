// Tests of FormTokenKeeper: the served page's token is used when real, a fresh one is fetched otherwise or when
// nearly expired, and a request waits only what the service's minimum still asks.
import { describe, expect, it, vi } from 'vitest';
import {
  FORM_TOKEN_MARKER,
  FormTokenKeeper,
  isIssuedToken,
  TOKEN_REFRESH_AFTER_MS,
} from '@/features/forms/lib/form-token-keeper';

const TOKEN = '1763300000000.abcdefgh.signature';

/** A keeper on a fake clock: `clock.now` moves only when told, `sleep` records and moves it. */
function keeperWith(rendered: { token: string; receivedAt: number } | null, fetched = 'fetched.token.sig') {
  const clock = { now: 10_000 };
  const sleeps: number[] = [];
  const fetchToken = vi.fn(async () => ({ token: fetched, receivedAt: clock.now }));
  const keeper = new FormTokenKeeper(rendered, {
    fetchToken,
    now: () => clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.now += ms;
    },
  });
  return { keeper, clock, sleeps, fetchToken };
}

describe('isIssuedToken', () => {
  it('takes three dot-separated parts only', () => {
    expect(isIssuedToken(TOKEN)).toBe(true);
    expect(isIssuedToken(FORM_TOKEN_MARKER)).toBe(false);
    expect(isIssuedToken('')).toBe(false);
    expect(isIssuedToken(null)).toBe(false);
  });
});

describe('FormTokenKeeper', () => {
  it('uses the served token without asking, once it is old enough', async () => {
    const { keeper, clock, sleeps, fetchToken } = keeperWith({ token: TOKEN, receivedAt: 0 });
    clock.now = 5_000;
    await expect(keeper.ready(3)).resolves.toBe(TOKEN);
    expect(sleeps).toEqual([]);
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('waits out the rest of the minimum for a quick visitor', async () => {
    const { keeper, clock, sleeps } = keeperWith({ token: TOKEN, receivedAt: 0 });
    clock.now = 1_000;
    await expect(keeper.ready(3)).resolves.toBe(TOKEN);
    expect(sleeps).toEqual([2_200]);
  });

  it('asks for a token when the page carries the marker, and ages it', async () => {
    const { keeper, sleeps, fetchToken } = keeperWith({ token: FORM_TOKEN_MARKER, receivedAt: 0 });
    await expect(keeper.ready(3)).resolves.toBe('fetched.token.sig');
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([3_200]);
  });

  it('prefetches once, so the token has aged when the visitor sends', async () => {
    const { keeper, clock, sleeps, fetchToken } = keeperWith(null);
    keeper.prefetch();
    keeper.prefetch();
    await vi.waitFor(() => expect(fetchToken).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    clock.now += 60_000;
    await expect(keeper.ready(3)).resolves.toBe('fetched.token.sig');
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it('replaces a token nearly expired', async () => {
    const { keeper, clock, fetchToken } = keeperWith({ token: TOKEN, receivedAt: 0 });
    clock.now = TOKEN_REFRESH_AFTER_MS + 1;
    await expect(keeper.ready(3)).resolves.toBe('fetched.token.sig');
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('asks again after forget()', async () => {
    const { keeper, clock, fetchToken } = keeperWith({ token: TOKEN, receivedAt: 0 });
    clock.now = 5_000;
    keeper.forget();
    await expect(keeper.ready(3)).resolves.toBe('fetched.token.sig');
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('rejects when no token can be fetched, and tries again next time', async () => {
    const { keeper, fetchToken } = keeperWith(null);
    fetchToken.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(keeper.ready(3)).rejects.toThrow('Failed to fetch');
    await expect(keeper.ready(3)).resolves.toBe('fetched.token.sig');
  });
});
