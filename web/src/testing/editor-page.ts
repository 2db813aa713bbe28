// The staff post editor's test set-up, shared by the editor route and component tests: the page prepared, the
// staff API's answers around the editor, the opened post with its version, and the requests the editor sent.
import { vi } from 'vitest';
import { injectSiteFactsTag, staffPosts, staffSummaries } from '@/testing/fixtures';
import { jsonResponse, type stubFetch } from '@/testing/stub-fetch';

/** A post of the fixtures by its address. */
export const post = (slug: string) => staffPosts.find((item) => item.slug === slug)!;

/** The answers around the editor: maria signed in, every post listed, nothing deleted. */
export const staffRoutes = {
  '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 't' }),
  '/api/admin/blog-posts': () => jsonResponse(staffSummaries),
  '/api/admin/deleted-posts': () => jsonResponse([]),
};

/** The answer that opens the post `slug` in the editor, at version `"<slug>-v1"`. */
export const opened = (slug: string) => ({
  [`/api/admin/blog-posts/${slug}`]: () => jsonResponse(post(slug), { headers: { ETag: `"${slug}-v1"` } }),
});

type SentRequest = { init: RequestInit | undefined; body: Record<string, unknown> | undefined };

/** The requests the app made to `url` with `method`, in order, each with its JSON body. */
export function sentAll(fetchMock: ReturnType<typeof stubFetch>, method: string, url: string): SentRequest[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === url && init?.method === method)
    .map(([, init]) => ({
      init,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));
}

/** The first of them (its init undefined when there was none). */
export const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string): SentRequest =>
  sentAll(fetchMock, method, url)[0] ?? { init: undefined, body: undefined };

/** The page as the editor expects it: the site facts in place, and what jsdom lacks. `wide`: a desktop screen. */
export function prepareEditorPage({ wide = false }: { wide?: boolean } = {}) {
  injectSiteFactsTag();
  // jsdom has no pointer capture, which the toast's swipe handling asks about on a click.
  if (!Element.prototype.hasPointerCapture) {
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.releasePointerCapture = () => {};
  }
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener() {}, removeEventListener() {} }));
}
