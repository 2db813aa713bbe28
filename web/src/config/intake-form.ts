// The quote intake's steps, declared once in service/requests/intake_form.json (read at build time, as the service
// reads it in service/requests/intake/form.py): the offer after the short form, the consent sentence, the words of
// "Finish later" and of sending, and per step the lines it belongs to, what a visitor needs at hand and each question
// with why it is asked and how. Read by the visitor's steps, "Finish later", the upload widget and the staff's
// application view. Only plain references at load (no calls): a page that uses the consent sentence alone does not
// carry the steps (the bundler drops what it does not use).
// eslint-disable-next-line no-restricted-imports -- the intake declared once for the service and the web
import { consent, finishLater, offer, send, steps } from '../../../service/requests/intake_form.json';

/** How a question is asked (form.py `Input`). */
export type IntakeInput = 'text' | 'number' | 'date' | 'select' | 'radios' | 'checkboxes' | 'textarea';

/** One question (form.py IntakeField): `why` is shown under it; a `sensitive` answer comes back masked. */
export type IntakeField = {
  name: string;
  label: string;
  why: string;
  input: IntakeInput;
  check: string;
  limit?: number;
  min?: number;
  max?: number;
  maxAhead?: number;
  choices?: Readonly<Record<string, string>>;
  default?: string;
  hint?: string;
  autocomplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text' | 'decimal';
  spellcheck?: boolean;
  width?: 'narrow' | 'medium' | 'half';
  columns?: number;
  sensitive?: boolean;
  renewal?: boolean;
  /** The field that names a repeated item ("Driver 1 — Ann Lee"). */
  title?: boolean;
  /** The lines the question is asked for, when fewer than its step's. */
  lines?: readonly string[];
};

/** A step asked once per item, with its buttons' words (form.py Repeat). */
export type IntakeRepeat = { item: string; add: string; remove: string; max: number };

/** A step that takes files (form.py Upload). */
export type IntakeUpload = {
  label: string;
  why: string;
  hint: string;
  maxBytes: number;
  mediaTypes: readonly string[];
  maxFiles: number;
};

/** One step (form.py Step). */
export type IntakeStep = {
  id: string;
  title: string;
  lines: readonly string[];
  intro: string;
  needed: readonly string[];
  repeat?: IntakeRepeat;
  upload?: IntakeUpload;
  fields: readonly IntakeField[];
};

export const INTAKE_OFFER: { heading: string; text: string; start: string; skip: string } = offer;
/** The sentence every request form shows before the contact details. */
export const INTAKE_CONSENT: string = consent;
export const INTAKE_FINISH_LATER: { button: string; text: string } = finishLater;
export const INTAKE_SEND: string = send;
export const INTAKE_STEPS = steps as readonly IntakeStep[];

/** The upload rules of the step that takes files (a function, so a page that never calls it needn't carry the steps). */
export const declarationsUpload = (): IntakeUpload => INTAKE_STEPS.find((step) => step.upload)!.upload!;

/** The step of that id, or undefined. */
export const intakeStep = (id: string): IntakeStep | undefined => INTAKE_STEPS.find((step) => step.id === id);

/** The steps offered to a visitor who chose these lines, in order (form.py `steps_for`). */
export function stepsFor(lines: Iterable<string>): readonly IntakeStep[] {
  const chosen = new Set(lines);
  return INTAKE_STEPS.filter((step) => step.lines.some((line) => chosen.has(line)));
}

/** A step's questions asked for these lines: a question naming lines is asked only for one of them. */
export function fieldsFor(step: IntakeStep, lines: Iterable<string>): readonly IntakeField[] {
  const chosen = new Set(lines);
  return step.fields.filter((field) => !field.lines?.length || field.lines.some((line) => chosen.has(line)));
}

/** The question that names a repeated step's items. */
export const titleField = (step: IntakeStep): IntakeField | undefined => step.fields.find((field) => field.title);
