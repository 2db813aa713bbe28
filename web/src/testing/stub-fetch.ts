// Fetch stubs for tests: answers by URL, or by method and URL ('PATCH /api/…', before the URL's own; unknown URLs
// answer 404; an answer may look at the request's method and body) and a JSON response builder.
import { vi } from 'vitest';

/** Stub global fetch with answers by 'METHOD url' or by url (unknown URLs answer 404); returns the mock for call assertions. */
export function stubFetch(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = routes[`${init?.method ?? 'GET'} ${url}`] ?? routes[url];
    return answer ? answer(init) : new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
