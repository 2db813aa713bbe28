// A 429 (or 503) that says, in Retry-After, how many seconds to wait: its own error type, built by lib/api-error-of
// only when such an answer comes, so that the entry's ApiError stays as small as every page needs it.
import { ApiError } from '@/lib/api-client';
import type { FieldError } from '@/lib/api-types';

export class RetryLater extends ApiError {
  constructor(
    status: number,
    message: string,
    errors: readonly FieldError[],
    readonly retryAfter: number,
  ) {
    super(status, message, errors);
  }
}

/** Retry-After's seconds (the service sends seconds, never a date), or null. */
export function retryAfterOf(header: string | null): number | null {
  const seconds = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/** The seconds to wait a refusal asks for, or null (another error, or no Retry-After). */
export const secondsToWait = (error: unknown): number | null => (error instanceof RetryLater ? error.retryAfter : null);
