// The browser's twin of the checks a kind's own answers go through (service/requests/answer_checks.py), one per
// `check` a field of request_kinds.json may declare, giving the field's own problem sentence.
import { NOT_SURE } from '@/config/request-fields';
import type { FieldCheck, KindDefinition, KindField } from '@/config/request-kinds';
import type { FieldErrors, RequestValues } from '@/features/forms/lib/validate-request';

/** What a check may need beyond the answer: the insurers a visitor may choose and the service's day. */
type Context = { companies: readonly string[]; today: string };

const ZIP = /^\d{5}(-\d{4})?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const isChoice = (field: KindField, value: unknown) =>
  typeof value === 'string' && !!field.choices && Object.hasOwn(field.choices, value);

/** A calendar day ("YYYY-MM-DD") inside the field's window around the service's day. */
function isDateInWindow(field: KindField, text: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !field.window) return false;
  const day = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== text) return false;
  const now = Date.parse(`${today}T00:00:00Z`);
  return now - field.window.daysBefore * DAY_MS <= day && day <= now + field.window.daysAfter * DAY_MS;
}

type TextCheck = (field: KindField, text: string, context: Context) => boolean;

/** Whether a non-empty text answer passes its field's check. */
const TEXT_CHECKS: Record<Exclude<FieldCheck, 'choices'>, TextCheck> = {
  text: () => true,
  zip: (_, text) => ZIP.test(text),
  company: (_, text, { companies }) => text === NOT_SURE || companies.includes(text),
  choice: (field, text) => isChoice(field, text),
  date: (field, text, { today }) => isDateInWindow(field, text, today),
};

/** Whether the chosen values (one text or a list) are all choices of the field, and some are when it is required. */
function isGoodList(field: KindField, raw: RequestValues[string]): boolean {
  const chosen = typeof raw === 'string' ? [raw] : (raw ?? []);
  return chosen.every((value) => isChoice(field, value)) && (!field.required || chosen.length > 0);
}

/** Adds to `errors` each of the kind's own answers that its field refuses (an error already there stays). */
export function checkKindFields(
  kind: KindDefinition,
  values: RequestValues,
  text: (name: string) => string,
  errors: FieldErrors,
  context: Context,
): void {
  for (const field of kind.fields) {
    let good: boolean;
    if (field.check === 'choices') {
      good = isGoodList(field, values[field.name]);
    } else {
      const answer = text(field.name);
      good = answer ? TEXT_CHECKS[field.check](field, answer, context) : !field.required;
    }
    if (!good) errors[field.name] ??= field.problem ?? '';
  }
}
