// API client: same-origin JSON reads with cookies, and the typed error every call (read or write) raises for a
// non-OK answer (read from the server's `{"message", "errors"?}` in api-error-of.ts). Writes, which only staff
// screens and the request forms make, are in api-write.ts.
import type { FieldError } from '@/lib/api-types';
import { staticDataBase } from '@/lib/static-export';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** A non-OK answer: its status, the server's message (else the body text or status text), the fields it refused. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

/** 401: not signed in, or the session has ended. */
export class UnauthorizedError extends ApiError {}

/** 412: the resource changed since the version sent in If-Match; nothing was written. */
export class ConflictError extends ApiError {}

/** True for an error thrown for a non-OK answer (a ConflictError included). */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Throws the answer's typed error (lib/api-error-of) unless it is OK. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  // An error answer is rare on a public page: the code that reads one loads when one comes.
  const { apiErrorOf } = await import('@/lib/api-error-of');
  throw await apiErrorOf(res);
}

let apiBase = '';

/**
 * Where site-relative API addresses point: '' in the browser (same origin); the service's own address in the
 * server-rendering worker (AGENCY_RENDER_API_BASE), which has no page origin to resolve them against.
 */
export function setApiBase(base: string) {
  apiBase = base.replace(/\/$/, '');
}

/** `url` resolved against the API base (site-relative addresses only). */
export function apiUrl(url: string): string {
  return apiBase && url.startsWith('/') ? `${apiBase}${url}` : url;
}

/** Where a GET of `url` goes: the export's file on a static export page, else the API (apiUrl). */
async function readUrl(url: string): Promise<string> {
  const base = staticDataBase();
  if (base === null) return apiUrl(url);
  const { staticDataUrl } = await import('@/lib/static-data');
  return staticDataUrl(url, base) ?? apiUrl(url);
}

/** GET `url` with credentials and read the answer as JSON (from the export's files on a static export page). */
export async function apiGet<T>(url: string, options?: { on401?: 'throw'; signal?: AbortSignal }): Promise<T>;
export async function apiGet<T>(
  url: string,
  options: { on401: 'returnNull'; signal?: AbortSignal },
): Promise<T | null>;
export async function apiGet<T>(
  url: string,
  { on401 = 'throw', signal }: { on401?: UnauthorizedBehavior; signal?: AbortSignal } = {},
): Promise<T | null> {
  const res = await fetch(await readUrl(url), {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
