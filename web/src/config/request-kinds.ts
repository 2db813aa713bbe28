// The kinds of request, declared once in service/requests/request_kinds.json (read at build time, as the service
// reads it): each kind's title, form page and own fields with their labels, limits and choices, and the statuses.
// eslint-disable-next-line no-restricted-imports -- the kinds declared once for the service and the web
import { kinds, kindsWithoutForm, statuses } from '../../../service/requests/request_kinds.json';
import { COMMON_FIELD_LIMITS, COMMON_SINGLE_LINE_FIELDS } from '@/config/request-fields';
import type { Schemas } from '@/lib/api-types';

/** A kind of request, as the API names it (its enum is made from request_kinds.json). */
export type RequestKind = Schemas['StoredRequest']['kind'];
/** A status a request can have: the keys of the declared statuses. */
export type RequestStatus = keyof typeof statuses;

/** How one of a kind's own answers is checked (service/requests/kinds.py `Check`). */
export type FieldCheck = 'text' | 'zip' | 'company' | 'choice' | 'choices' | 'date';

/** How a form asks a field (service/requests/kind_forms.py `Input`). */
export type FieldInput = 'text' | 'date' | 'select' | 'radios' | 'checkboxes';

/**
 * How a kind's form shows a field (service/requests/kind_forms.py FieldForm): its input, a line of help (`{daysBefore}`
 * and `{daysAfter}` filled in from its window), the browser's autocomplete and keyboard, its width, the columns of its
 * choices, a list's first option, and the address parameter that ticks a choice when the page opens.
 */
export type FieldForm = {
  input?: FieldInput;
  hint?: string;
  autocomplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  spellcheck?: boolean;
  width?: 'whole' | 'half' | 'medium' | 'narrow';
  columns?: number;
  placeholder?: string;
  fromAddress?: string;
};

/** A heading or a label with its words (service/requests/kind_forms.py Wording). */
export type Wording = { label?: string; hint?: string; heading?: string; text?: string; title?: string };

/** A kind's form page, declared with the kind (service/requests/kind_forms.py KindForm). */
export type KindForm = {
  intro: string;
  notice?: Wording;
  needed: string;
  optional: string;
  message: Wording;
  button: string;
  confirmation: string;
  confirmationNote?: string;
  assistance?: Wording;
  /** The site facts' `forms` key of a third-party form to embed instead, the frame's title and height. */
  embed?: { fact: string; title: string; height: number };
};

/** One of a kind's own fields, as declared: its names for the form, the staff screen and the mail. */
export type KindField = FieldForm & {
  name: string;
  check: FieldCheck;
  labels: { form: string; staff: string; mail: string };
  required?: boolean;
  limit?: number;
  singleLine?: boolean;
  /** Each value with the words a person reads for it, in the order they are offered. */
  choices?: Readonly<Record<string, string>>;
  /** The days a date may fall on, counted from the day the request is sent. */
  window?: { daysBefore: number; daysAfter: number };
  /** The sentence a visitor reads when the answer is refused. */
  problem?: string;
};

/** Any kind of request as staff see it: its title and statuses (a booking has no form of its own). */
export type DeclaredKind = { id: RequestKind; title: string; statuses: readonly RequestStatus[] };

/** A kind of request with a form: its title, the route of its form page, the answer that sums it up, its own fields. */
export type KindDefinition = {
  id: RequestKind;
  title: string;
  /** The route of its form page (an id of service/site/routes.json). */
  page: string;
  /** The answer that sums a request up: in the office mail's subject and the staff list. */
  summaryField: string;
  /** The statuses a request of this kind can take, the one it arrives with first. */
  statuses: readonly RequestStatus[];
  fields: readonly KindField[];
  form: KindForm;
};

/** The kinds a visitor sends through the request form (each with its page and fields). */
export const KINDS = kinds as readonly KindDefinition[];
/** Every kind, a booking too (the inbox's filters, labels and reports: staff screens only, so the public pages carry
 * no kind without a form). */
export const ALL_KINDS: readonly DeclaredKind[] = [...KINDS, ...(kindsWithoutForm as readonly DeclaredKind[])];
export const REQUEST_KINDS = ALL_KINDS.map((kind) => kind.id);

/** Whether a kind's form asks for one of the companies the agency represents (its page loads their list). */
export const asksForCompany = (kind: KindDefinition) => kind.fields.some((field) => field.check === 'company');

/** The kind whose form is the page of that route, or undefined. */
export const kindOnPage = (routeId: string): KindDefinition | undefined => KINDS.find((kind) => kind.page === routeId);

/** The kind of that id, or undefined when none is declared. */
export const kindOf = (id: string | null | undefined): KindDefinition | undefined =>
  KINDS.find((kind) => kind.id === id);

/** Any declared kind of that id (a booking too), or undefined. */
const declaredKind = (id: string | null | undefined): DeclaredKind | undefined => ALL_KINDS.find((kind) => kind.id === id);

/** Every kind's own fields by name. */
const KIND_FIELDS = new Map(KINDS.flatMap((kind) => kind.fields.map((field) => [field.name, field] as const)));

/** A kind's own field as declared; a name no kind declares is a mistake in the code that names it. */
export function declaredField(name: string): KindField {
  const field = KIND_FIELDS.get(name);
  if (!field) throw new Error(`No request kind declares the field ${name}`);
  return field;
}

/** A field's choices as options for a form: value and the words a person reads. */
export const choicesOf = (field: KindField) =>
  Object.entries(field.choices ?? {}).map(([value, label]) => ({ value, label }));

/** The fields a form may send more than once (check boxes). */
export const LIST_FIELDS: ReadonlySet<string> = new Set(
  [...KIND_FIELDS.values()].filter((field) => field.check === 'choices').map((field) => field.name),
);

/** The longest answer each field takes (characters), the kinds' own fields included. */
export const FIELD_LIMITS: Readonly<Record<string, number>> = {
  ...COMMON_FIELD_LIMITS,
  ...Object.fromEntries([...KIND_FIELDS.values()].flatMap((field) => (field.limit ? [[field.name, field.limit]] : []))),
};
/** Fields whose line breaks and other control characters become spaces. */
export const SINGLE_LINE_FIELDS: readonly string[] = [
  ...COMMON_SINGLE_LINE_FIELDS,
  ...[...KIND_FIELDS.values()].filter((field) => field.singleLine).map((field) => field.name),
];

export const KIND_LABELS = Object.fromEntries(ALL_KINDS.map((kind) => [kind.id, kind.title])) as Record<
  RequestKind,
  string
>;
export const STATUS_LABELS = statuses as Record<RequestStatus, string>;
export const STATUSES = Object.keys(statuses) as RequestStatus[];

/** The statuses a request of this kind can take (none for a kind no longer declared). */
export function statusesOf(kind: string): readonly RequestStatus[] {
  return declaredKind(kind)?.statuses ?? [];
}

/** The kind named in an address (`?kind=`), or null when it names none. */
export function requestKindOf(value: string | null | undefined): RequestKind | null {
  return declaredKind(value)?.id ?? null;
}
