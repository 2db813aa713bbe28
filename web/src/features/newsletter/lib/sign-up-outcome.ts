// What the sign-up form shows after a send: the service's sentence, each refused field's problem under its field,
// and for a 429 when to try again (from Retry-After), in words.
import { UNREACHABLE } from '@/features/newsletter/lib/send-sign-up';
import { isApiError } from '@/lib/api-client';
import { secondsToWait } from '@/lib/retry-later';

export type SignUpOutcome =
  | { sent: true; message: string }
  | { sent: false; message: string; errors: Record<string, string>; freshToken: boolean };

export const SENT_FALLBACK = 'Check your inbox: we sent a link to confirm. Nothing is sent until you click it.';
const UNREADABLE = 'You could not be signed up just now. Please try again in a moment.';

/** "in about 5 minutes", "in about a minute", "in about 2 hours", for a wait of `seconds`. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return 'in about a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours < 36 ? `in about ${hours} hours` : 'tomorrow';
}

/** The outcome of a send that raised `error` (an ApiError, else no answer came). */
export function refusalOf(error: unknown): SignUpOutcome {
  if (!isApiError(error)) return { sent: false, message: UNREACHABLE, errors: {}, freshToken: false };
  const errors = Object.fromEntries(error.errors.map(({ field, message }) => [field, message]));
  // A 5xx is a proxy's or a crash's page: its text is no sentence for a visitor.
  let message = error.status < 500 && error.message ? error.message : UNREADABLE;
  if (error.status === 429) {
    const seconds = secondsToWait(error);
    message = `${message.trim()} You can try again ${seconds === null ? 'in a few minutes' : waitInWords(seconds)}.`;
  }
  // A 422 with no field to fix: the form token was too young or expired; the next try asks for a fresh one.
  const freshToken = error.status === 422 && Object.keys(errors).length === 0;
  return { sent: false, message, errors, freshToken };
}
