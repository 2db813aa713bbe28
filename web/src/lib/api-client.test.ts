// Tests of the API client: credentials, JSON, and the "<status>: <text>" error messages of spec §8.
import { describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest, throwIfResNotOk } from '@/lib/api-client';

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
