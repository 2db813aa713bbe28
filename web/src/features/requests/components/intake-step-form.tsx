// "Edit" of one step of the application on the visitor's behalf: every question of the step (each driver or vehicle
// its own block, added and removed), saved with PATCH .../intake, which checks the answers as the visitor's are. A
// sensitive answer left empty keeps what is stored; a refusal is shown under the answer it names.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useEditIntake } from '@/features/requests/api/intake';
import {
  isMasked,
  itemsOf,
  itemTitle,
  questionsFor,
  type IntakeQuestion,
} from '@/features/requests/lib/intake-application';
import type { IntakeStep } from '@/config/intake-form';
import type { IntakeAnswer, IntakeItem, StaffIntake } from '@/features/requests/types';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorReason } from '@/lib/error-reason';

type IntakeStepFormProps = {
  requestId: number;
  csrfToken: string;
  step: IntakeStep;
  intake: StaffIntake;
  lines: readonly string[];
  onDone: () => void;
};

type Draft = Record<string, string | string[]>;

/** What the form starts from: each answer as text or keys; a sensitive one empty (kept unless typed over). */
function draftOf(item: IntakeItem): Draft {
  return Object.fromEntries(Object.entries(item).map(([name, answer]) => [name, isMasked(answer) ? '' : answer]));
}

/** The step's answers as the PATCH sends them: an empty answer left out, a sensitive one left empty kept. */
function answersOf(draft: Draft, questions: readonly IntakeQuestion[], id?: string): IntakeItem {
  const item: IntakeItem = id ? { id } : {};
  for (const question of questions) {
    const value = draft[question.name];
    if (value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '')) continue;
    item[question.name] = value as IntakeAnswer;
  }
  return item;
}

export function IntakeStepForm({ requestId, csrfToken, step, intake, lines, onDone }: IntakeStepFormProps) {
  const questions = questionsFor(step, lines);
  const stored = itemsOf(step, intake);
  const [drafts, setDrafts] = useState<Draft[]>(stored.map(draftOf));
  const [ids, setIds] = useState<string[]>(stored.map((item, index) => String(item.id ?? `n${index}`)));
  const edit = useEditIntake(requestId, csrfToken);
  const errors = isApiError(edit.error) ? edit.error.errors : [];
  const problem = (key: string) => errors.find((error) => error.field === key)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const items = drafts.map((draft, index) => answersOf(draft, questions, step.repeat ? ids[index] : undefined));
    edit.mutate({ step: step.id, answers: step.repeat ? items : (items[0] ?? {}) }, { onSuccess: onDone });
  };
  const change = (index: number, name: string, value: string | string[]) =>
    setDrafts(drafts.map((draft, at) => (at === index ? { ...draft, [name]: value } : draft)));

  return (
    <form onSubmit={submit} className="mt-3 space-y-5 rounded-lg border border-teal-200 bg-teal-50/40 p-4" aria-label={`Edit ${step.title}`}>
      {drafts.map((draft, index) => (
        <fieldset key={ids[index]} className="space-y-3">
          <legend className="font-semibold text-navy-900">{step.repeat ? itemTitle(step, draft, index) : step.title}</legend>
          {questions.map((question) => (
            <QuestionInput
              key={question.name}
              question={question}
              value={draft[question.name]}
              kept={stored[index]?.[question.name]}
              problem={problem(step.repeat ? `${step.id}.${ids[index]}.${question.name}` : `${step.id}.${question.name}`)}
              onChange={(value) => change(index, question.name, value)}
            />
          ))}
          {step.repeat ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDrafts(drafts.filter((_, at) => at !== index));
                setIds(ids.filter((_, at) => at !== index));
              }}
            >
              {step.repeat.remove}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {step.repeat && drafts.length < step.repeat.max ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setDrafts([...drafts, {}]);
            setIds([...ids, `s${Date.now().toString(36)}`]);
          }}
        >
          {step.repeat.add}
        </Button>
      ) : null}
      {edit.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {errorReason(edit.error) ?? 'The answers could not be saved.'}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          Save {step.title}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type QuestionInputProps = {
  question: IntakeQuestion;
  value: string | string[] | undefined;
  kept: IntakeAnswer | undefined;
  problem: string | undefined;
  onChange: (value: string | string[]) => void;
};

function QuestionInput({ question, value, kept, problem, onChange }: QuestionInputProps) {
  const id = useId();
  const keeps = isMasked(kept) ? `${id}-kept` : undefined;
  const described = [problem ? `${id}-problem` : undefined, keeps].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': described };
  let control;
  if (question.check === 'choices') {
    const chosen = Array.isArray(value) ? value : [];
    control = (
      <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap gap-x-4 gap-y-1">
        {Object.entries(question.choices ?? {}).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-teal-700"
              checked={chosen.includes(key)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, key] : chosen.filter((c) => c !== key))}
            />
            {label}
          </label>
        ))}
      </div>
    );
  } else if (question.choices) {
    control = (
      <select {...common} className={cn(fieldClasses, 'h-10')} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">Not given</option>
        {Object.entries(question.choices).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    );
  } else if (question.input === 'textarea') {
    control = <textarea {...common} rows={3} className={fieldClasses} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} />;
  } else {
    control = (
      <input
        {...common}
        type={question.input === 'date' ? 'date' : 'text'}
        className={cn(fieldClasses, 'h-10')}
        value={typeof value === 'string' ? value : ''}
        placeholder={isMasked(kept) ? `Unchanged (${kept.masked})` : undefined}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className="space-y-1">
      {question.check === 'choices' ? (
        <p id={`${id}-label`} className="text-sm font-semibold text-navy-900">
          {question.label}
        </p>
      ) : (
        <Label htmlFor={id}>{question.label}</Label>
      )}
      {control}
      {isMasked(kept) ? (
        <p id={keeps} className="text-sm text-slate-600">
          Stored: {kept.masked}. Leave empty to keep it.
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
