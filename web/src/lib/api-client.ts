// API client: same-origin JSON reads with cookies and the one error format of spec §8 (`${status}: ${body}`),
// with the server's reason. Writes, which only staff screens make, are in api-write.ts.
import { staticDataBase } from '@/lib/static-export';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** What a failed call carries besides its spec §8 message ("<status>: <body text>"). */
export type ApiErrorDetails = {
  readonly status: number;
  /** What a person should read: the server's JSON `message` (with any failing fields), else the body text. */
  readonly reason: string;
};

/** 412: the resource changed since the version sent in If-Match; nothing was written. */
export class ConflictError extends Error implements ApiErrorDetails {
  readonly status = 412;
  readonly reason: string;

  constructor(text: string, reason: string) {
    super(`412: ${text}`);
    this.name = 'ConflictError';
    this.reason = reason;
  }
}

/**
 * Any other non-OK answer: a plain Error (the one error format every caller and test knows) whose status and
 * reason ride along as non-enumerable properties.
 */
function apiError(status: number, text: string, reason: string): Error & ApiErrorDetails {
  const error = new Error(`${status}: ${text}`);
  Object.defineProperties(error, { status: { value: status }, reason: { value: reason } });
  return error as Error & ApiErrorDetails;
}

/** True for an error thrown for a non-OK answer (a ConflictError included). */
export function isApiError(error: unknown): error is Error & ApiErrorDetails {
  return (
    error instanceof Error &&
    typeof (error as Partial<ApiErrorDetails>).status === 'number' &&
    typeof (error as Partial<ApiErrorDetails>).reason === 'string'
  );
}

type FieldProblem = { field?: unknown; message?: unknown };

/** The readable reason in an error body: `{"message": …, "errors": [{field, message}]}` or plain text. */
export function reasonFromBody(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (body === null || typeof body !== 'object') return null;
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message !== 'string' || !message) return null;
    const details = Array.isArray(errors)
      ? (errors as FieldProblem[])
          .filter((item) => typeof item?.message === 'string')
          .map((item) => (typeof item.field === 'string' && item.field ? `${item.field}: ${item.message}` : item.message))
      : [];
    return details.length ? `${message} (${details.join('; ')})` : message;
  } catch {
    return null;
  }
}

/**
 * Throws `Error("<status>: <body text>")`, or `"<status>: <status text>"` when the body is empty (a ConflictError
 * for 412), with the status and the readable reason attached (isApiError).
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  const reason = reasonFromBody(text) ?? text;
  throw res.status === 412 ? new ConflictError(text, reason) : apiError(res.status, text, reason);
}

/** What a person should read about a failed call: the server's reason, or that it could not be reached. */
export function errorReason(error: unknown): string | null {
  if (isApiError(error)) return error.reason || null;
  // fetch() rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return 'The server could not be reached. Check your connection and try again.';
  return null;
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
