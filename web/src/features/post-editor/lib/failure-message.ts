// The text of an error notice: the spec's message ('Failed to update blog post', 'Failed to upload image') and,
// when the server gave one, its reason after a colon.
import { errorReason } from '@/lib/api-client';

export function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Something went wrong. Please try again.';
  const reason = errorReason(error.cause ?? error);
  return reason && reason !== error.message ? `${error.message}: ${reason}` : error.message;
}
