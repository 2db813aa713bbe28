// Tests of the API client: reads with credentials and JSON, and the typed error each non-OK answer becomes (its
// status, the server's message and fields), whichever call made it.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, ConflictError, isApiError, throwIfResNotOk, UnauthorizedError } from '@/lib/api-client';
import { apiErrorOf } from '@/lib/api-error-of';
import { errorReason } from '@/lib/error-reason';

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

  it('raises the answer as an ApiError with the server message', async () => {
    stubFetchOnce(Response.json({ message: 'Blog post not found' }, { status: 404 }));

    const error: unknown = await apiGet('/api/blog-posts/nope').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Blog post not found', errors: [] });
  });

  it('raises an UnauthorizedError on 401 by default, and yields null when asked to', async () => {
    stubFetchOnce(Response.json({ message: 'Sign in first' }, { status: 401 }));
    const error: unknown = await apiGet('/api/admin/blog-posts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, message: 'Sign in first' });

    stubFetchOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiGet('/api/auth/session', { on401: 'returnNull' })).resolves.toBeNull();
  });
});

describe('apiErrorOf', () => {
  const errorOf = (body: BodyInit | null, init: ResponseInit) => apiErrorOf(new Response(body, init));

  it.each([
    [400, ApiError],
    [401, UnauthorizedError],
    [403, ApiError],
    [404, ApiError],
    [409, ApiError],
    [412, ConflictError],
    [422, ApiError],
    [429, ApiError],
    [503, ApiError],
  ])('maps %i to its error type with the server message', async (status, Type) => {
    const error = await errorOf(JSON.stringify({ message: `refused with ${status}` }), { status });

    expect(error).toBeInstanceOf(Type);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status, message: `refused with ${status}` });
    if (Type === ApiError) expect(error).not.toBeInstanceOf(ConflictError);
  });

  it('keeps the fields a staff answer names, and a form refusal’s sentences by field', async () => {
    const staff = await errorOf(
      JSON.stringify({ message: 'Invalid request body', errors: [{ field: 'body.title', message: 'Too short' }] }),
      { status: 422 },
    );
    expect(staff.errors).toEqual([{ field: 'body.title', message: 'Too short' }]);
    expect(errorReason(staff)).toBe('Invalid request body (body.title: Too short)');

    const form = await errorOf(JSON.stringify({ message: 'Check the form', errors: { email: 'Enter an e-mail' } }), {
      status: 422,
    });
    expect(form.errors).toEqual([{ field: 'email', message: 'Enter an e-mail' }]);
  });

  it('takes the body text, or else the status text, when the answer is not JSON', async () => {
    await expect(errorOf('Bad Gateway', { status: 502 })).resolves.toMatchObject({ status: 502, message: 'Bad Gateway' });
    await expect(errorOf(null, { status: 503, statusText: 'Service Unavailable' })).resolves.toMatchObject({
      message: 'Service Unavailable',
    });
  });
});

describe('throwIfResNotOk', () => {
  it('lets an OK response through untouched', async () => {
    const res = new Response('body', { status: 200 });
    await expect(throwIfResNotOk(res)).resolves.toBeUndefined();
    expect(res.bodyUsed).toBe(false);
  });
});

describe('errorReason', () => {
  it('says the server could not be reached when fetch itself fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiGet('/api/site').catch((e: unknown) => e);
    expect(errorReason(error)).toMatch(/could not be reached/);
    expect(errorReason(new Error('something else'))).toBeNull();
  });
});
