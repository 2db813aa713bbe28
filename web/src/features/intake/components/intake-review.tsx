// The review before sending: each step's answers as the service stored them (a sensitive one as its mask), each
// repeated item under its name, with a button back to the step, then "Send my quote request".
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { fieldsFor, INTAKE_SEND, type IntakeField, type IntakeStep } from '@/config/intake-form';
import { isMasked, type AnswerSet, type AnswerValue, type IntakeState } from '@/features/intake/api/intake-api';
import { draftOf, itemName } from '@/features/intake/lib/intake-drafts';

type ReviewProps = {
  intake: IntakeState;
  steps: readonly IntakeStep[];
  onEdit: (index: number) => void;
  onBack: () => void;
  onSend: () => void;
  sending: boolean;
  problem: string | null;
  headingRef: Ref<HTMLHeadingElement>;
};

export function IntakeReview({ intake, steps, onEdit, onBack, onSend, sending, problem, headingRef }: ReviewProps) {
  return (
    <section aria-labelledby="intake-review-title" data-testid="intake-review" className="space-y-5">
      <div>
        <p className="text-sm font-semibold text-teal-800">Last step</p>
        <h2 id="intake-review-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
          Check your answers
        </h2>
        <p className="mt-1 text-slate-700">Change anything you like, then send. Questions you skipped are simply left out.</p>
      </div>
      {steps.map((step, index) => (
        <StepAnswers key={step.id} step={step} intake={intake} onEdit={() => onEdit(index)} />
      ))}
      <div role="alert" className="empty:hidden">
        {problem ? <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-900">{problem}</p> : null}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row">
        <Button variant="outline" onClick={onBack} disabled={sending} className="w-full sm:w-auto">
          Back
        </Button>
        <Button size="lg" onClick={() => !sending && onSend()} aria-disabled={sending || undefined} className="w-full sm:w-auto">
          {sending ? 'Sending...' : INTAKE_SEND}
        </Button>
      </div>
    </section>
  );
}

function StepAnswers({ step, intake, onEdit }: { step: IntakeStep; intake: IntakeState; onEdit: () => void }) {
  const fields = fieldsFor(step, intake.lines);
  const draft = draftOf(step, intake.answers[step.id]);
  const sets: { name: string | null; answers: AnswerSet }[] =
    draft.kind === 'items'
      ? draft.items.map((item, index) => ({ name: itemName(step, draft.items, index), answers: item }))
      : [{ name: null, answers: draft.answers }];
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-navy-900">{step.title}</h3>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Change: ${step.title}`}>
          Change
        </Button>
      </div>
      {step.upload ? (
        <p className="mt-2 text-slate-700">
          {intake.files.length ? intake.files.map((file) => file.name).join(', ') : 'No file attached.'}
        </p>
      ) : null}
      {sets.map(({ name, answers }) => (
        <div key={name ?? 'one'} className="mt-3">
          {name ? <h4 className="font-semibold text-slate-800">{name}</h4> : null}
          <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,16rem)_1fr]">
            {fields.flatMap((field) => {
              const shown = answerText(field, answers[field.name]);
              return shown ? [<Row key={field.name} label={field.label} value={shown} />] : [];
            })}
          </dl>
        </div>
      ))}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </>
  );
}

/** An answer in words: a choice by its label, a mask as it is; empty when unanswered. */
function answerText(field: IntakeField, value: AnswerValue | undefined): string {
  if (isMasked(value)) return value.masked;
  const keys = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  return keys.map((key) => field.choices?.[key] ?? key).join(', ');
}
