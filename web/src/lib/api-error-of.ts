// The typed error of a non-OK answer, read from the server's `{"message", "errors"?}` (or its bare text): loaded by
// lib/api-client only when such an answer comes.
import { ApiError, ConflictError, UnauthorizedError } from '@/lib/api-client';
import type { FieldError, Finding } from '@/lib/api-types';
import { RetryLater, retryAfterOf } from '@/lib/retry-later';
import { ReviewRefusal } from '@/lib/review-refusal';
import { SlotRefusal } from '@/lib/slot-refusal';

/** A body's `errors`, a list of `{field, message}` (staff API) or a sentence by field name (request forms). */
function fieldErrors(errors: unknown): FieldError[] {
  if (!errors || typeof errors !== 'object') return [];
  const items = Array.isArray(errors) ? errors : Object.entries(errors).map(([field, message]) => ({ field, message }));
  return items.filter((item) => typeof item?.message === 'string').map(({ field, message }) => ({ field: String(field ?? ''), message }));
}

/** The typed error of a non-OK answer. */
export async function apiErrorOf(res: Response): Promise<ApiError> {
  const text = await res.text();
  let message = text || res.statusText;
  let errors: FieldError[] = [];
  let findings: unknown;
  let nextFree: string[] | null = null;
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown; findings?: unknown; nextFree?: unknown };
    if (typeof body.message === 'string' && body.message) [message, errors] = [body.message, fieldErrors(body.errors)];
    findings = body.findings;
    if (Array.isArray(body.nextFree)) nextFree = body.nextFree.filter((start): start is string => typeof start === 'string');
  } catch {
    // Not JSON (a proxy's error page, say): its text is the message.
  }
  // 409 with findings: the text has wording to review before it goes public.
  if (res.status === 409 && Array.isArray(findings)) return new ReviewRefusal(409, message, findings as Finding[]);
  const Type = res.status === 401 ? UnauthorizedError : res.status === 412 ? ConflictError : ApiError;
  // A booking refused for its time, with the next free times to offer instead.
  if (nextFree) return new SlotRefusal(res.status, message, errors, nextFree);
  // Too many tries, with when to try again (the newsletter's sign-up says it in words).
  const retryAfter = retryAfterOf(res.headers.get('Retry-After'));
  if (retryAfter !== null && (res.status === 429 || res.status === 503)) return new RetryLater(res.status, message, errors, retryAfter);
  return new Type(res.status, message, errors);
}
