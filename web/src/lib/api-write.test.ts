// Tests of the one write helper: JSON or multipart bodies, the CSRF token and If-Match added, the answer read
// with its version, and failures raised as api-client's typed errors.
import { describe, expect, it, vi } from 'vitest';
import { ConflictError, UnauthorizedError } from '@/lib/api-client';
import { errorReason } from '@/lib/error-reason';
import { apiGetVersioned, apiWrite } from '@/lib/api-write';

function stubFetchOnce(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiWrite', () => {
  it('sends JSON with credentials, the CSRF token and If-Match, and answers the JSON with its version', async () => {
    const fetchMock = stubFetchOnce(Response.json({ slug: 'a', title: 'New' }, { headers: { ETag: '"v2"' } }));

    const answer = await apiWrite('PATCH', '/api/admin/blog-posts/a', {
      body: { title: 'New', imageUrl: null },
      csrfToken: 'tok-123',
      ifMatch: '"v1"',
    });

    expect(answer).toEqual({ data: { slug: 'a', title: 'New' }, etag: '"v2"' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/blog-posts/a');
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include', body: '{"title":"New","imageUrl":null}' });
    const headers = new Headers(init?.headers);
    expect(headers.get('X-CSRF-Token')).toBe('tok-123');
    expect(headers.get('If-Match')).toBe('"v1"');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as multipart with the CSRF token, no JSON content type and no If-Match', async () => {
    const fetchMock = stubFetchOnce(Response.json({ imageUrl: '/media/uploads/a.png' }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await apiWrite('POST', '/api/admin/images', { body: form, csrfToken: 'tok-123' });

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.get('X-CSRF-Token')).toBe('tok-123');
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('If-Match')).toBe(false);
  });

  it('answers undefined for an empty answer (204)', async () => {
    stubFetchOnce(new Response(null, { status: 204 }));
    await expect(apiWrite('POST', '/api/auth/logout', { csrfToken: 't' })).resolves.toEqual({ data: undefined, etag: null });
  });

  it('raises a ConflictError for 412 and an UnauthorizedError for 401, with the server message', async () => {
    stubFetchOnce(Response.json({ message: 'The post was changed elsewhere' }, { status: 412 }));
    const conflict = await apiWrite('PATCH', '/api/admin/blog-posts/a', { ifMatch: '"old"' }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).toMatchObject({ status: 412, message: 'The post was changed elsewhere' });

    stubFetchOnce(Response.json({ message: 'Sign in again' }, { status: 401 }));
    const unauthorized = await apiWrite('DELETE', '/api/admin/blog-posts/a').catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(UnauthorizedError);
    expect(unauthorized).toMatchObject({ status: 401, message: 'Sign in again' });
  });

  it('rejects with fetch’s TypeError when no answer came', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiWrite('POST', '/api/auth/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorReason(error)).toMatch(/could not be reached/);
  });
});

describe('apiGetVersioned', () => {
  it('reads a post with its ETag, revalidating the browser cache', async () => {
    const fetchMock = stubFetchOnce(Response.json({ slug: 'a' }, { headers: { ETag: '"v7"' } }));

    await expect(apiGetVersioned('/api/admin/blog-posts/a')).resolves.toEqual({ data: { slug: 'a' }, etag: '"v7"' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ credentials: 'include', cache: 'no-cache' });
  });
});
