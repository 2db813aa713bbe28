// The browser's twin of the service's checks (service/requests/fields.py `validate`): the same rules, read from
// the same files, give the same sentence for the same field, so a visitor sees the problem before sending.
// tests/fixtures/request-field-cases.json holds the cases both sides are tested against.
import {
  BIDI_CONTROLS,
  COMBINING_MARK,
  CONTACT_PREFERENCES,
  EMAIL_PATTERN,
  FIELD_MESSAGES,
  MAX_COMBINING_MARKS,
  tooLongMessage,
} from '@/config/request-fields';
import { FIELD_LIMITS, kindOf, SINGLE_LINE_FIELDS } from '@/config/request-kinds';
import { checkKindFields } from '@/features/forms/lib/kind-checks';

/** A form's answers as posted: one text per field, a list for the checked coverages. */
export type RequestValues = Record<string, string | string[] | null | undefined>;
/** A sentence per field to fix (both `email` and `phone` when neither is given). */
export type FieldErrors = Record<string, string>;

const PHONE_CHARACTERS = /^[0-9 ()+.-]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what these match
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\x00-\x1f\x7f]/g;

function isUsPhone(phone: string): boolean {
  if (!PHONE_CHARACTERS.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  if (phone.trimStart().startsWith('+')) return digits.length === 11 && digits.startsWith('1');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

function capCombiningMarks(text: string): string {
  let run = 0;
  let kept = '';
  for (const character of text) {
    run = COMBINING_MARK.test(character) ? run + 1 : 0;
    if (run <= MAX_COMBINING_MARKS) kept += character;
  }
  return kept;
}

/** An answer as the service keeps it (service/requests/fields.py `clean_text`): control and bidirectional
 * characters out, combining marks capped, single-line answers on one line, trimmed. */
export function cleanText(name: string, raw: string): string {
  const text = SINGLE_LINE_FIELDS.includes(name) ? raw.replace(ANY_CONTROL, ' ') : raw.replace(CONTROL, '');
  return capCombiningMarks(text.replace(BIDI_CONTROLS, ''))
    .replace(/\r\n?/g, '\n')
    .trim();
}

/** The answer as the service reads it (control characters dropped, trimmed), noting one that is too long. */
function reader(values: RequestValues, errors: FieldErrors) {
  return (name: string): string => {
    const raw = values[name];
    if (raw === undefined || raw === null) return '';
    if (typeof raw !== 'string') {
      errors[name] ??= FIELD_MESSAGES.notText;
      return '';
    }
    const text = cleanText(name, raw);
    const limit = FIELD_LIMITS[name] ?? 100;
    // The service counts characters (code points), not UTF-16 units.
    if ([...text].length > limit) errors[name] ??= tooLongMessage(limit);
    return text;
  };
}

/**
 * The fields to fix, as the service would name them; `today` is the service's day ("YYYY-MM-DD", UTC) and
 * `companies` the insurers a visitor may choose. An empty object means the request may be sent.
 */
export function validateRequest(values: RequestValues, companies: readonly string[], today: string): FieldErrors {
  const errors: FieldErrors = {};
  const text = reader(values, errors);
  const kind = kindOf(text('kind'));
  if (!kind) errors.kind = FIELD_MESSAGES.kind;
  const [name, email, phone] = [text('name'), text('email'), text('phone')];
  if (!name) errors.name ??= FIELD_MESSAGES.name;
  if (email && !EMAIL_PATTERN.test(email)) errors.email ??= FIELD_MESSAGES.email;
  if (phone && !isUsPhone(phone)) errors.phone ??= FIELD_MESSAGES.phone;
  if (!email && !phone && !errors.email && !errors.phone) errors.email = errors.phone = FIELD_MESSAGES.contact;
  const preference = text('contactPreference');
  if (preference && !CONTACT_PREFERENCES.includes(preference as never)) {
    errors.contactPreference ??= FIELD_MESSAGES.contactPreference;
  }
  text('message');
  if (kind) checkKindFields(kind, values, text, errors, { companies, today });
  return errors;
}

/** Today as the service counts days (UTC), "YYYY-MM-DD". */
export function serviceToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
