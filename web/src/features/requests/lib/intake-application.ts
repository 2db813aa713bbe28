// The quote intake as the staff's application view reads it, from the one reader of its declaration
// (config/intake-form): the steps a request's lines offer, and how a stored answer reads.
import { fieldsFor, INTAKE_STEPS, type IntakeField, type IntakeStep } from '@/config/intake-form';
import type { IntakeAnswer, IntakeItem, StaffIntake } from '@/features/requests/types';

export type IntakeQuestion = IntakeField;

/** The steps shown for a request: those its lines offer, and any other holding answers; files have their own list. */
export function stepsShown(lines: readonly string[], intake: StaffIntake): readonly IntakeStep[] {
  return INTAKE_STEPS.filter(
    (step) => !step.upload && (step.lines.some((line) => lines.includes(line)) || intake.answers[step.id] !== undefined),
  );
}

/** The questions of a step asked for these lines (a question may be narrowed to some of its step's lines). */
export const questionsFor = fieldsFor;

/** A repeated step's items (none stored: none), or a plain step's answers as one item. */
export function itemsOf(step: IntakeStep, intake: StaffIntake): IntakeItem[] {
  const given = intake.answers[step.id];
  if (step.repeat) return Array.isArray(given) ? (given as IntakeItem[]) : [];
  return given && !Array.isArray(given) ? [given as IntakeItem] : [{}];
}

/** "Driver 2 (Bo Lee)": an item by its number and its title answer, as the service names it in the timeline. */
export function itemTitle(step: IntakeStep, item: IntakeItem, index: number): string {
  const titleField = step.fields.find((field) => field.title);
  const title = titleField ? item[titleField.name] : undefined;
  const named = typeof title === 'string' && title.trim() ? ` (${title.trim().split(/\s+/).join(' ')})` : '';
  return `${step.repeat?.item ?? step.title} ${index + 1}${named}`;
}

export const isMasked = (answer: IntakeAnswer | undefined): answer is { masked: string; set: boolean } =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'masked' in answer;

/** A stored answer in words: a choice by its label, several by theirs; '' when unanswered. */
export function answerWords(field: IntakeQuestion, answer: IntakeAnswer | undefined): string {
  if (answer === undefined || answer === null) return '';
  if (isMasked(answer)) return answer.masked;
  if (Array.isArray(answer)) return answer.map((key) => field.choices?.[key] ?? key).join(', ');
  return field.choices?.[answer] ?? answer;
}
