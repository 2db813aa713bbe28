// Tests of the copy documents' one fetcher: /api/copy/{name}, keyed under copyKeys' root, with the abort signal and
// an optional stale time.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { copyKeys, copyQueryOptions } from '@/lib/copy-query';

describe('copyQueryOptions', () => {
  it('fetches /api/copy/{name} under the copy root, passing the signal on', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ title: 'FAQ' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();

    await expect(client.fetchQuery(copyQueryOptions('faq'))).resolves.toEqual({ title: 'FAQ' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/copy/faq');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(client.getQueryData(copyKeys.document('faq'))).toEqual({ title: 'FAQ' });
    expect(copyKeys.document('faq').slice(0, copyKeys.all.length)).toEqual(copyKeys.all);
  });

  it('sets a stale time only when given one', () => {
    expect(copyQueryOptions('home', { staleTime: 60_000 }).staleTime).toBe(60_000);
    expect('staleTime' in copyQueryOptions('home')).toBe(false);
  });
});
