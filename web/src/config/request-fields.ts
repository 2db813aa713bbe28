// What every request holds, whatever its kind: the options, limits and sentences of the service's own rules
// (service/requests/form_rules.json, read at build time), and the words a person reads for each option. The kinds
// of request and their own fields are in config/request-kinds.ts.
// eslint-disable-next-line no-restricted-imports -- the service's rules file, outside web/src
import rules from '../../../service/requests/form_rules.json';

export type ContactPreference = 'phone' | 'text' | 'email';

export const CONTACT_PREFERENCES = rules.contactPreferences as ContactPreference[];
/** The insurer answer of a visitor who does not know the company. */
export const NOT_SURE = rules.notSure;

/** How old a form token must be before the service takes it, and how long it takes it (seconds). */
export const FORM_TOKEN_RULES = rules.formToken;
/** A whole e-mail address as the service accepts it (no header specials, no encoded word). */
export const EMAIL_PATTERN = new RegExp(rules.patterns.email);
const REFERENCE_PATTERN = new RegExp(rules.patterns.reference);
/** A request's reference when it has the shape the service gives ("HP-4K7Q2"); null for anything else. */
export const requestReferenceOf = (value: unknown) =>
  typeof value === 'string' && REFERENCE_PATTERN.test(value) ? value : null;
/** Bidirectional controls, dropped from every answer. */
export const BIDI_CONTROLS = new RegExp(rules.text.bidiControls, 'g');
/** Combining marks (by Unicode category), of which a character keeps at most MAX_COMBINING_MARKS. */
export const COMBINING_MARK = new RegExp(rules.text.combiningCategories.map((name) => `\\p{${name}}`).join('|'), 'u');
export const MAX_COMBINING_MARKS = rules.text.maxCombiningMarks;
/** The longest answer each common field takes (characters). */
export const COMMON_FIELD_LIMITS: Readonly<Record<string, number>> = rules.limits;
/** Common fields whose line breaks and other control characters become spaces. */
export const COMMON_SINGLE_LINE_FIELDS: readonly string[] = rules.singleLine;
/** The sentences the service answers a problem with, by common field (plus "contact", "notText", "tooLong"). */
export const FIELD_MESSAGES = rules.messages;
export const tooLongMessage = (limit: number) => FIELD_MESSAGES.tooLong.replace('{limit}', String(limit));

/** The words a person reads for each contact preference (the export writes them too). */
export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = rules.contactPreferenceWords;
