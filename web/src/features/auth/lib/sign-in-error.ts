// The message a failed sign-in shows: the server's own words for a wrong password (401) or too many tries (429),
// and a plain explanation for everything else.
import { isApiError, UnauthorizedError } from '@/lib/api-client';
import { errorReason } from '@/lib/error-reason';

export const NETWORK_FAILURE_MESSAGE =
  'We could not reach the server. Check your connection and try again.';

export function signInErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error instanceof UnauthorizedError) return error.message || 'Wrong user name or password';
    if (error.status === 429) return error.message || 'Too many failed sign-ins. Try again in a few minutes.';
    if (error.status === 403) return 'Sign in from this site’s own sign-in page.';
    if (error.status === 422) return 'Enter your user name and password.';
    return `Sign-in failed: ${errorReason(error) ?? `error ${error.status}`}`;
  }
  if (error instanceof TypeError) return NETWORK_FAILURE_MESSAGE;
  return 'Sign-in failed. Please try again.';
}
