// The text of an error notice: the action's fixed message ('Failed to update blog post', 'Failed to upload image') and,
// when the server gave one, its reason after a colon. A refused body (422) is told in the staff's words: the
// fields themselves say what to fix, never the validator.
import { isApiError } from '@/lib/api-client';
import { errorReason } from '@/lib/error-reason';

export const CHECK_FIELDS_REASON = 'check the fields marked in red and try again';

export function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Something went wrong. Please try again.';
  const cause = error.cause ?? error;
  const reason = isApiError(cause) && cause.status === 422 ? CHECK_FIELDS_REASON : errorReason(cause);
  return reason && reason !== error.message ? `${error.message}: ${reason}` : error.message;
}
