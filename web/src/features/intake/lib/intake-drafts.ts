// What a visitor is typing in a step, kept apart from what the service stored so that nothing typed is lost when a
// save fails: the draft starts from the stored answers (a sensitive one as its mask), repeated steps hold items with
// client-made ids, and a draft becomes the PUT body by dropping unanswered questions (a kept mask stays a mask, a
// changed sensitive answer emptied is sent as "" to clear it).
import { fieldsFor, titleField, type IntakeField, type IntakeStep } from '@/config/intake-form';
import {
  isMasked,
  type AnswerItem,
  type AnswerSet,
  type AnswerValue,
  type StepAnswers,
} from '@/features/intake/api/intake-api';

/** One item of a repeated step, or the only set of answers of a plain step. */
export type DraftSet = { [name: string]: AnswerValue | undefined };
export type DraftItem = DraftSet & { id: string };
export type StepDraft = { kind: 'one'; answers: DraftSet } | { kind: 'items'; items: DraftItem[] };

const ITEM_ID = /^[A-Za-z0-9_-]{1,20}$/;

/** A new item's id: the step's first letter and the next free number ("d3"). */
export function newItemId(step: IntakeStep, items: readonly { id: string }[]): string {
  const taken = new Set(items.map((item) => item.id));
  let number = items.length + 1;
  while (taken.has(`${step.id[0]}${number}`)) number += 1;
  return `${step.id[0]}${number}`;
}

/** An empty item: each question's declared default, nothing else. */
export function newItem(step: IntakeStep, items: readonly { id: string }[]): DraftItem {
  const defaults = Object.fromEntries(step.fields.flatMap((field) => (field.default ? [[field.name, field.default]] : [])));
  return { id: newItemId(step, items), ...defaults };
}

/** The draft of a step from what the service stored (a repeated step starts with one item). */
export function draftOf(step: IntakeStep, stored: StepAnswers | undefined): StepDraft {
  if (step.repeat) {
    const items = Array.isArray(stored)
      ? (stored as readonly AnswerItem[]).filter((item) => typeof item?.id === 'string' && ITEM_ID.test(item.id))
      : [];
    return { kind: 'items', items: items.length ? items.map((item) => ({ ...item })) : [newItem(step, [])] };
  }
  const answers = stored && !Array.isArray(stored) ? { ...(stored as AnswerSet) } : {};
  for (const field of step.fields) if (field.default && answers[field.name] === undefined) answers[field.name] = field.default;
  return { kind: 'one', answers };
}

/** Whether an answer says nothing (absent, blank, no box ticked). */
const blank = (value: AnswerValue | undefined) =>
  value === undefined || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && !value.length);

/** One set's answers as sent: unanswered questions absent; a sensitive one the visitor emptied after "Change" is "". */
function bodyOfSet(fields: readonly IntakeField[], answers: DraftSet, stored: AnswerSet | undefined): AnswerSet {
  const body: AnswerSet = {};
  for (const field of fields) {
    const value = answers[field.name];
    if (isMasked(value)) body[field.name] = value;
    else if (!blank(value)) body[field.name] = typeof value === 'string' ? value.trim() : value;
    else if (field.sensitive && isMasked(stored?.[field.name])) body[field.name] = '';
  }
  return body;
}

/** The PUT body of a step's draft, for the lines the visitor chose. */
export function bodyOf(step: IntakeStep, lines: readonly string[], draft: StepDraft, stored: StepAnswers | undefined): StepAnswers {
  const fields = fieldsFor(step, lines);
  if (draft.kind === 'one') return bodyOfSet(fields, draft.answers, stored && !Array.isArray(stored) ? (stored as AnswerSet) : undefined);
  const storedItems = new Map((Array.isArray(stored) ? (stored as readonly AnswerItem[]) : []).map((item) => [item.id, item]));
  return draft.items.map((item) => ({ id: item.id, ...bodyOfSet(fields, item, storedItems.get(item.id)) }));
}

/** An item's name: "Driver 1 — Ann Lee", or "Driver 1" before its title question is answered. */
export function itemName(step: IntakeStep, items: readonly DraftSet[], index: number): string {
  const base = `${step.repeat?.item ?? step.title} ${index + 1}`;
  const field = titleField(step);
  const title = field ? items[index]?.[field.name] : undefined;
  return typeof title === 'string' && title.trim() ? `${base} \u2014 ${title.trim()}` : base;
}

/** The page id of a question's input: `intake-drivers-d1-name`, `intake-autoPolicy-expiryDate`. */
export const inputId = (stepId: string, itemId: string | null, field: string) =>
  ['intake', stepId, itemId, field].filter(Boolean).join('-');

/** The service's error key of a question (`step.itemId.field` or `step.field`). */
export const errorKey = (stepId: string, itemId: string | null, field: string) =>
  [stepId, itemId, field].filter(Boolean).join('.');

/** The input an error key points at, or null when it names no question (the step as a whole). */
export function inputOfErrorKey(step: IntakeStep, key: string): string | null {
  const parts = key.split('.');
  if (parts[0] !== step.id) return null;
  const [itemId, field] = parts.length === 3 ? [parts[1]!, parts[2]!] : [null, parts[1]];
  return field && step.fields.some((one) => one.name === field) ? inputId(step.id, itemId, field) : null;
}
