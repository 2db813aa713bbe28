// POST /api/requests as JSON: the visitor's request, answered with what to show — the thanks, or the service's
// reason with the fields to fix. A request that never got an answer rejects (TypeError), as fetch does.
import type { FieldErrors, RequestValues } from '@/features/forms/lib/validate-request';

export type SendOutcome =
  | { sent: true; message: string }
  | { sent: false; status: number; message: string; errors: FieldErrors };

const UNREADABLE = 'Your request could not be sent. Please try again, or call us.';

export async function sendRequest(values: RequestValues): Promise<SendOutcome> {
  const res = await fetch('/api/requests', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(values),
  });
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // A proxy's error page, say: the status still tells what happened.
  }
  const message = typeof body.message === 'string' && body.message ? body.message : UNREADABLE;
  if (res.ok) return { sent: true, message };
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : {};
  return { sent: false, status: res.status, message, errors };
}
