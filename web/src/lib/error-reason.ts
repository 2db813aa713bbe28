// What a person should read about a failed API call; staff screens show it (apart from api-client.ts, which
// every public page loads).
import { isApiError } from '@/lib/api-client';

/** What a person should read about a failed call: the server's reason, or that it could not be reached. */
export function errorReason(error: unknown): string | null {
  if (isApiError(error)) {
    const fields = error.errors.map(({ field, message }) => (field ? `${field}: ${message}` : message));
    return fields.length ? `${error.message} (${fields.join('; ')})` : error.message || null;
  }
  // fetch() rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return 'The server could not be reached. Check your connection and try again.';
  return null;
}
