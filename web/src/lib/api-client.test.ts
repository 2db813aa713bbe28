// Tests of the API client: credentials, JSON, the "<status>: <text>" error messages of spec §8, and the write
// helpers (CSRF header, If-Match, the server's reason, 412 as a ConflictError).
import { describe, expect, it, vi } from 'vitest';
import { apiGet, ConflictError, errorReason, isApiError, throwIfResNotOk } from '@/lib/api-client';
import { apiGetVersioned, apiRequest } from '@/lib/api-write';

function stubFetchOnce(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiGet', () => {
  it('sends a GET with credentials included and reads JSON', async () => {
    const fetchMock = stubFetchOnce(Response.json([{ slug: 'a' }]));

    await expect(apiGet('/api/blog-posts')).resolves.toEqual([{ slug: 'a' }]);

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/blog-posts');
    expect(init?.credentials).toBe('include');
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it('throws "<status>: <body text>" on a non-OK answer with a body', async () => {
    stubFetchOnce(new Response('Blog post not found', { status: 404, statusText: 'Not Found' }));

    await expect(apiGet('/api/blog-posts/nope')).rejects.toThrow(new Error('404: Blog post not found'));
  });

  it('throws "<status>: <status text>" when the body is empty', async () => {
    stubFetchOnce(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiGet('/api/services')).rejects.toThrow(new Error('503: Service Unavailable'));
  });

  it('raises on 401 by default', async () => {
    stubFetchOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));

    await expect(apiGet('/api/pages/about')).rejects.toThrow(new Error('401: Unauthorized'));
  });

  it('yields null on 401 when asked to', async () => {
    stubFetchOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));

    await expect(apiGet('/api/pages/about', { on401: 'returnNull' })).resolves.toBeNull();
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the response', async () => {
    const fetchMock = stubFetchOnce(Response.json({ slug: 'a', title: 'New' }));

    const res = await apiRequest('PATCH', '/api/blog-posts/a', { title: 'New', imageUrl: null });

    await expect(res.json()).resolves.toEqual({ slug: 'a', title: 'New' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include', body: '{"title":"New","imageUrl":null}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const fetchMock = stubFetchOnce(Response.json({ imageUrl: '/media/a.jpg' }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await apiRequest('POST', '/api/upload-image', form);

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws the same "<status>: <text>" error', async () => {
    stubFetchOnce(new Response('title too long', { status: 400, statusText: 'Bad Request' }));

    await expect(apiRequest('PATCH', '/api/blog-posts/a', {})).rejects.toThrow(new Error('400: title too long'));
  });
});

describe('throwIfResNotOk', () => {
  it('lets an OK response through untouched', async () => {
    const res = new Response('body', { status: 200 });
    await expect(throwIfResNotOk(res)).resolves.toBeUndefined();
    expect(res.bodyUsed).toBe(false);
  });
});

describe('write helpers', () => {
  it('sends the CSRF token and the If-Match version with a PATCH', async () => {
    const fetchMock = stubFetchOnce(Response.json({ slug: 'a' }));

    await apiRequest('PATCH', '/api/blog-posts/a', { title: 'T' }, { csrfToken: 'tok-123', ifMatch: '"v1"' });

    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(headers.get('X-CSRF-Token')).toBe('tok-123');
    expect(headers.get('If-Match')).toBe('"v1"');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the CSRF token with an upload and still no JSON content type', async () => {
    const fetchMock = stubFetchOnce(Response.json({ imageUrl: '/media/uploads/a.png' }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await apiRequest('POST', '/api/upload-image', form, { csrfToken: 'tok-123' });

    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('X-CSRF-Token')).toBe('tok-123');
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('If-Match')).toBe(false);
  });

  it('turns 412 into a ConflictError carrying the server message', async () => {
    stubFetchOnce(Response.json({ message: 'The post was changed elsewhere' }, { status: 412 }));

    const error: unknown = await apiRequest('PATCH', '/api/blog-posts/a', {}, { ifMatch: '"old"' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConflictError);
    expect(isApiError(error)).toBe(true);
    expect((error as ConflictError).status).toBe(412);
    expect((error as ConflictError).reason).toBe('The post was changed elsewhere');
  });

  it('reads the reason of a JSON error body, with the failing fields', async () => {
    stubFetchOnce(
      Response.json(
        { message: 'Invalid request body', errors: [{ field: 'title', message: 'String should have at least 1 character' }] },
        { status: 422 },
      ),
    );

    const error: unknown = await apiRequest('PATCH', '/api/blog-posts/a', {}).catch((e: unknown) => e);

    if (!isApiError(error)) throw new Error('expected an API error');
    expect(error).not.toBeInstanceOf(ConflictError);
    expect(error.status).toBe(422);
    expect(error.reason).toBe('Invalid request body (title: String should have at least 1 character)');
    expect(error.message).toMatch(/^422: \{/);
  });

  it('uses the body text as the reason when it is not JSON', async () => {
    stubFetchOnce(new Response('Bad Gateway', { status: 502 }));
    const error = await apiRequest('POST', '/api/x').catch((e: unknown) => e);
    expect(errorReason(error)).toBe('Bad Gateway');
  });

  it('says the server could not be reached when fetch itself fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(errorReason(error)).toMatch(/could not be reached/);
  });

  it('reads a post with its ETag, revalidating the browser cache', async () => {
    const fetchMock = stubFetchOnce(Response.json({ slug: 'a' }, { headers: { ETag: '"v7"' } }));

    await expect(apiGetVersioned('/api/blog-posts/a')).resolves.toEqual({ data: { slug: 'a' }, etag: '"v7"' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ credentials: 'include', cache: 'no-cache' });
  });
});
