// A refused or failed account change in plain words: the service's own sentence (the last owner, a name taken, not
// an owner), or what went wrong on the way.
import { isApiError, UnauthorizedError } from '@/lib/api-client';
import { errorReason } from '@/lib/error-reason';

export function accountRefusal(error: unknown, what: string): string {
  if (error instanceof UnauthorizedError) return 'Your session has ended. Sign in again to manage staff accounts.';
  if (isApiError(error) && [403, 404, 409, 502].includes(error.status) && error.message) return error.message;
  const reason = errorReason(error);
  return `${what} did not happen${reason ? `: ${reason}` : '. Please try again.'}`;
}

/** A refusal for a setting the service lacks (an invite without AGENCY_PUBLIC_URL or a mail server): it names it. */
const namesASetting = (message: string) => /\bAGENCY_[A-Z_]+\b/.test(message);

/** A refused user name's own message (422 naming it, or 409 for a name taken), for beside the field. */
export function usernameRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return namesASetting(error.message) ? null : error.message;
  return error.errors.find(({ field }) => field === 'username')?.message ?? null;
}
