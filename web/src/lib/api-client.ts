// API client: same-origin JSON requests with cookies, and the one error format of spec §8 (`${status}: ${body}`).

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** Throws `Error("<status>: <body text>")`, or `"<status>: <status text>"` when the body is empty. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** GET `url` with credentials and read the answer as JSON. */
export async function apiGet<T>(url: string, options?: { on401?: 'throw'; signal?: AbortSignal }): Promise<T>;
export async function apiGet<T>(
  url: string,
  options: { on401: 'returnNull'; signal?: AbortSignal },
): Promise<T | null>;
export async function apiGet<T>(
  url: string,
  { on401 = 'throw', signal }: { on401?: UnauthorizedBehavior; signal?: AbortSignal } = {},
): Promise<T | null> {
  const res = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/**
 * Send a mutation (POST, PATCH, PUT, DELETE) with credentials. A plain object is sent as JSON;
 * FormData is sent as multipart. Returns the Response so the caller decides how to read it.
 */
export async function apiRequest(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const init: RequestInit = { method, credentials: 'include' };
  if (isForm) init.body = data;
  else if (data !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}
