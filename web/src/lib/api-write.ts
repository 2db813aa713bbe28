// Writes, and the staff read that keeps a version: every POST, PATCH and DELETE goes through apiWrite, which adds
// the CSRF token and If-Match and raises api-client's typed errors. Apart from api-client.ts so that readers of
// the public pages don't download it.
import { apiUrl, throwIfResNotOk } from '@/lib/api-client';

/** The header carrying the signed-in session's CSRF token on every write. */
const CSRF_HEADER = 'X-CSRF-Token';

/** An answer with its version (the ETag header), for an editor that writes back. */
export type Versioned<T> = { data: T; etag: string | null };

/** GET `url` as JSON together with its version, revalidated. */
export async function apiGetVersioned<T>(url: string, { signal }: { signal?: AbortSignal } = {}): Promise<Versioned<T>> {
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
  /** The body: a plain value is sent as JSON, FormData as multipart. */
  body?: unknown;
  /** The signed-in session's token, sent as X-CSRF-Token. */
  csrfToken?: string;
  /** The version the change is based on (an ETag): the server answers 412 (ConflictError) if it moved on. */
  ifMatch?: string | null;
  /** More headers (the quote intake's `Authorization: Intake <token>`). */
  headers?: Record<string, string>;
};

/**
 * Send a write with credentials; answers its JSON (undefined for an empty answer, 204) and its version. A non-OK
 * answer raises api-client's typed error (ApiError, ConflictError, UnauthorizedError); no answer at all, fetch's
 * TypeError.
 */
export async function apiWrite<T = void>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  { body, csrfToken, ifMatch, headers: more }: WriteOptions = {},
): Promise<Versioned<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...more };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (typeof FormData !== 'undefined' && body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  if (ifMatch) headers['If-Match'] = ifMatch;
  const res = await fetch(apiUrl(url), init);
  await throwIfResNotOk(res);
  const text = await res.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, etag: res.headers.get('ETag') };
}
