// One step of the intake: first what the visitor will need at hand, with a button to start; then its questions (or
// a repeated step's items), the service's refusal above them, and Back, Save and continue and "Finish later".
// The heading takes focus at each change of step or screen, so a screen reader reads where the visitor is.
import type { FormEvent, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { fieldsFor, type IntakeStep } from '@/config/intake-form';
import type { IntakeFile } from '@/features/intake/api/intake-api';
import { IntakeErrorSummary } from '@/features/intake/components/intake-error-summary';
import { IntakeItems } from '@/features/intake/components/intake-items';
import { IntakeQuestion } from '@/features/intake/components/intake-question';
import { DeclarationsUploadSlot, FinishLaterSlot } from '@/features/intake/components/intake-slots';
import { errorKey, inputId, type StepDraft } from '@/features/intake/lib/intake-drafts';

export type StepScreenProps = {
  step: IntakeStep;
  lines: readonly string[];
  /** "Step 2 of 5". */
  progress: string;
  /** False: the "What you'll need" screen; true: the questions. */
  started: boolean;
  onStart: () => void;
  draft: StepDraft;
  onDraft: (draft: StepDraft) => void;
  errors: Readonly<Record<string, string>>;
  problem: string | null;
  saving: boolean;
  onBack: (() => void) | null;
  onSave: () => void;
  /** Saves what was typed without moving on ("Finish later" saves first). */
  saveHere: () => Promise<boolean>;
  files: readonly IntakeFile[];
  onFiles: (files: readonly IntakeFile[]) => void;
  email: string | null;
  headingRef: Ref<HTMLHeadingElement>;
};

export function IntakeStepScreen(props: StepScreenProps) {
  const { step, progress, started, headingRef } = props;
  return (
    <section aria-labelledby={`intake-${step.id}-title`} data-testid={`intake-step-${step.id}`} className="space-y-5">
      <div>
        <p className="text-sm font-semibold text-teal-800">{progress}</p>
        <h2 id={`intake-${step.id}-title`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
          {started ? step.title : `${step.title}: what you\u2019ll need`}
        </h2>
        <p className="mt-1 text-slate-700">{step.intro}</p>
      </div>
      {started ? <StepQuestions {...props} /> : <Needed {...props} />}
    </section>
  );
}

function Needed({ step, onStart, onBack }: StepScreenProps) {
  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-slate-50 px-4 py-3">
        <h3 className="font-semibold text-navy-900">What you&rsquo;ll need</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {step.needed.map((thing) => (
            <li key={thing}>{thing}</li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-600">Nothing is required: answer what you know and skip the rest.</p>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {onBack ? (
          <Button variant="outline" onClick={onBack} className="w-full sm:w-auto">
            Back
          </Button>
        ) : null}
        <Button onClick={onStart} className="w-full sm:w-auto">
          Start: {step.title}
        </Button>
      </div>
    </div>
  );
}

function StepQuestions(props: StepScreenProps) {
  const { step, lines, draft, onDraft, errors, problem, saving, onBack, onSave } = props;
  const fields = fieldsFor(step, lines);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={saving || undefined} className="space-y-6">
      <IntakeErrorSummary step={step} problem={problem} errors={errors} />
      {step.upload ? <Upload {...props} /> : null}
      {draft.kind === 'items' && step.repeat ? (
        <IntakeItems step={{ ...step, repeat: step.repeat }} fields={fields} items={draft.items} errors={errors} onChange={(items) => onDraft({ kind: 'items', items })} />
      ) : null}
      {draft.kind === 'one' && fields.length ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <IntakeQuestion
              key={field.name}
              field={field}
              id={inputId(step.id, null, field.name)}
              value={draft.answers[field.name]}
              onChange={(value) => onDraft({ kind: 'one', answers: { ...draft.answers, [field.name]: value } })}
              error={errors[errorKey(step.id, null, field.name)]}
            />
          ))}
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
        {onBack ? (
          <Button variant="outline" onClick={onBack} disabled={saving} className="w-full sm:w-auto">
            Back
          </Button>
        ) : null}
        <Button type="submit" aria-disabled={saving || undefined} className="w-full sm:w-auto">
          {saving ? 'Saving...' : 'Save and continue'}
        </Button>
        {FinishLaterSlot ? <FinishLaterSlot stepId={step.id} email={props.email} saveFirst={props.saveHere} /> : null}
      </div>
      <p role="status" className="sr-only">
        {saving ? 'Saving your answers...' : ''}
      </p>
    </form>
  );
}

/** The documents step: the upload widget (which says the step's words about it), else those words and another way. */
function Upload({ step, files, onFiles }: StepScreenProps) {
  const upload = step.upload!;
  if (DeclarationsUploadSlot) return <DeclarationsUploadSlot step={step} upload={upload} files={files} onFilesChange={onFiles} />;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-navy-900">{upload.label}</h3>
      <p className="text-sm text-slate-600">{upload.hint}</p>
      <p className="text-sm text-slate-600">
        <span className="font-semibold">Why we ask: </span>
        {upload.why}
      </p>
      <p data-testid="declarations-upload-slot" className="text-sm text-slate-700">
        You can also e-mail it to us after you send this request.
      </p>
    </div>
  );
}
