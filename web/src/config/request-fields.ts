// What a quote or policy-change request holds: the options, limits and sentences of the service's own rules
// (service/requests/form_rules.json, read at build time), and the words a person reads for each option.
// eslint-disable-next-line no-restricted-imports -- the service's rules file, outside web/src
import rules from '../../../service/requests/form_rules.json';

export type RequestKind = 'quote' | 'policy-change';
export type Coverage = 'auto' | 'home' | 'renters' | 'condo' | 'flood' | 'umbrella' | 'life' | 'business' | 'other';
export type ChangeKind = 'vehicle' | 'driver' | 'address' | 'coverage' | 'mortgagee' | 'cancel' | 'other';
export type ContactPreference = 'phone' | 'text' | 'email';

/** Every field a visitor may fill, in the order the server names problems. */
export type RequestField = keyof typeof rules.limits | 'coverages';

export const REQUEST_KINDS = rules.kinds as RequestKind[];
export const COVERAGES = rules.coverages as Coverage[];
export const CHANGE_KINDS = rules.changeKinds as ChangeKind[];
export const CONTACT_PREFERENCES = rules.contactPreferences as ContactPreference[];
/** The insurer answer of a visitor who does not know the company. */
export const NOT_SURE = rules.notSure;
/** The longest answer each field takes (characters). */
export const FIELD_LIMITS: Readonly<Record<string, number>> = rules.limits;
/** Fields whose line breaks and other control characters become spaces. */
export const SINGLE_LINE_FIELDS: readonly string[] = rules.singleLine;
export const EFFECTIVE_DATE_WINDOW = rules.effectiveDateWindow;
/** How old a form token must be before the service takes it, and how long it takes it (seconds). */
export const FORM_TOKEN_RULES = rules.formToken;
/** A whole e-mail address as the service accepts it (no header specials, no encoded word). */
export const EMAIL_PATTERN = new RegExp(rules.patterns.email);
/** Bidirectional controls, dropped from every answer. */
export const BIDI_CONTROLS = new RegExp(rules.text.bidiControls, 'g');
/** Combining marks (by Unicode category), of which a character keeps at most MAX_COMBINING_MARKS. */
export const COMBINING_MARK = new RegExp(rules.text.combiningCategories.map((name) => `\\p{${name}}`).join('|'), 'u');
export const MAX_COMBINING_MARKS = rules.text.maxCombiningMarks;
/** The sentences the service answers a problem with, by field (plus "contact", "notText", "tooLong"). */
export const FIELD_MESSAGES = rules.messages;
/** When the agency answers a request it took (the second sentence of the service's thanks). */
export const REPLY_PROMISE = rules.thanks.reply;

export const tooLongMessage = (limit: number) => FIELD_MESSAGES.tooLong.replace('{limit}', String(limit));

export const KIND_LABELS: Record<RequestKind, string> = {
  quote: 'Quote request',
  'policy-change': 'Policy change request',
};

export const COVERAGE_LABELS: Record<Coverage, string> = {
  auto: 'Auto',
  home: 'Home',
  renters: 'Renters',
  condo: 'Condo',
  flood: 'Flood',
  umbrella: 'Umbrella',
  life: 'Life',
  business: 'Business',
  other: 'Something else',
};

export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  vehicle: 'Add, replace or remove a vehicle',
  driver: 'Add or remove a driver',
  address: 'Change of address',
  coverage: 'Change coverage or limits',
  mortgagee: 'Mortgage company or lienholder',
  cancel: 'Cancel a policy',
  other: 'Something else',
};

export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = {
  phone: 'A phone call',
  text: 'A text message',
  email: 'An e-mail',
};

/** The kind named in an address (`?kind=`), or null when it names none. */
export function requestKindOf(value: string | null | undefined): RequestKind | null {
  return REQUEST_KINDS.find((kind) => kind === value) ?? null;
}
