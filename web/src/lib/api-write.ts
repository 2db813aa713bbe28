// Staff-side API calls: a read that keeps the version (ETag) for If-Match, and writes with the CSRF header.
// Apart from api-client.ts so that readers of the public pages don't download them.
import { apiUrl, throwIfResNotOk } from '@/lib/api-client';

/** The header carrying the signed-in session's CSRF token on every write. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** GET `url` as JSON together with its version (the ETag header), revalidated, for an editor that writes back. */
export async function apiGetVersioned<T>(
  url: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ data: T; etag: string | null }> {
  const res = await fetch(apiUrl(url), {
    credentials: 'include',
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  await throwIfResNotOk(res);
  return { data: (await res.json()) as T, etag: res.headers.get('ETag') };
}

export type WriteOptions = {
  /** The signed-in session's token, sent as X-CSRF-Token. */
  csrfToken?: string;
  /** The version the change is based on (an ETag): the server answers 412 (ConflictError) if it moved on. */
  ifMatch?: string | null;
};

/**
 * Send a mutation (POST, PATCH, PUT, DELETE) with credentials. A plain object is sent as JSON;
 * FormData is sent as multipart. Returns the Response so the caller decides how to read it.
 */
export async function apiRequest(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
  { csrfToken, ifMatch }: WriteOptions = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const headers: Record<string, string> = {};
  const init: RequestInit = { method, credentials: 'include' };
  if (isForm) init.body = data;
  else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(data);
  }
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  if (ifMatch) headers['If-Match'] = ifMatch;
  if (Object.keys(headers).length) init.headers = headers;
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}
