// How a request reads on the staff screens: what it asks for, when it is due, who has it, how long answering
// takes, and what became of its mail to the office. Times are the office's (Connecticut), whatever the computer's.
import { CONTACT_PREFERENCE_LABELS, type ContactPreference } from '@/config/request-fields';
import { declaredField, kindOf, type KindField } from '@/config/request-kinds';
import type { Assignee, StaffRequest } from '@/features/requests/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { formatLongDate } from '@/lib/dates';

/** When a request is to be answered by: "Overdue since …" once late, "Due …" while new, '' once answered. */
export function dueText(request: Pick<StaffRequest, 'status' | 'dueAt' | 'overdue'>): string {
  if (request.overdue) return `Overdue since ${formatConnecticutShort(request.dueAt)}`;
  return request.status === 'new' ? `Due ${formatConnecticutShort(request.dueAt)}` : '';
}

/** A staff member as people read them: their display name when known, else their username. */
export function staffName(username: string, assignees: readonly Assignee[] | undefined): string {
  return assignees?.find((person) => person.username === username)?.displayName || username;
}

/** A time to first contact in words: "45 minutes", "1 hour", "3.5 hours", "2.5 days". */
export function hoursInWords(hours: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours < 1) return plural(Math.max(1, Math.round(hours * 60)), 'minute');
  if (hours < 48) return plural(Math.round(hours * 10) / 10, 'hour');
  return plural(Math.round((hours / 24) * 10) / 10, 'day');
}

const label = <T extends string>(labels: Record<T, string>, value: string | undefined) =>
  value ? (labels[value as T] ?? value) : '';

/** One of a kind's own answers as staff read it: chosen values in words, a date written out; '' when not given. */
export function answerText(field: KindField, value: unknown): string {
  const words = (chosen: unknown) => {
    if (typeof chosen !== 'string') return '';
    return field.choices && Object.hasOwn(field.choices, chosen) ? (field.choices[chosen] ?? chosen) : chosen;
  };
  if (Array.isArray(value)) return value.map(words).join(', ');
  if (typeof value !== 'string' || !value) return '';
  return field.check === 'date' ? formatLongDate(value) : words(value);
}

/** The answer that sums a request up ("Auto, Home" for a quote; "Add or remove a driver" for a policy change). */
export function whatIsAsked(request: StaffRequest): string {
  const kind = kindOf(request.kind);
  if (!kind) return '';
  const details: Record<string, unknown> = request.details;
  return answerText(declaredField(kind.summaryField), details[kind.summaryField]);
}

export const contactPreferenceLabel = (value: string) => label<ContactPreference>(CONTACT_PREFERENCE_LABELS, value);

export type MailNote = { tone: 'problem' | 'waiting' | 'done' | 'none'; short: string; text: string };

/** What became of the request's notification mail, for a badge (`short`) and the detail view (`text`). */
export function mailNote({ state, attempts, lastError }: StaffRequest['mail']): MailNote {
  const tries = `${attempts} ${attempts === 1 ? 'try' : 'tries'}`;
  switch (state) {
    case 'failed':
      return {
        tone: 'problem',
        short: 'Mail failed',
        text: `The e-mail to the office could not be sent after ${tries}${lastError ? ` (${lastError})` : ''}. Follow this request up from here.`,
      };
    case 'pending':
      return attempts
        ? {
            tone: 'waiting',
            short: 'Mail not sent yet',
            text: `The e-mail to the office has not gone out yet after ${tries}${lastError ? ` (${lastError})` : ''}; the service keeps trying for a day.`,
          }
        : { tone: 'waiting', short: 'Mail on its way', text: 'The e-mail to the office is on its way.' };
    case 'sent':
      return { tone: 'done', short: 'Mailed', text: 'The office was e-mailed about this request.' };
    default:
      return { tone: 'none', short: 'No mail', text: 'No e-mail was sent: mail to the office is not set up.' };
  }
}
