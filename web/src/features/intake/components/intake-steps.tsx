// The quote intake, a chunk of its own loaded once a visitor chooses to add details: the steps of the coverages they
// chose, one at a time ("Step 2 of 5"), then the review and the send, after which the form shows the confirmation.
// Where the visitor is moves focus to the screen's heading.
import { useEffect, useRef } from 'react';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { IntakeReview } from '@/features/intake/components/intake-review';
import { IntakeStepScreen } from '@/features/intake/components/intake-step';
import { problemOf, useIntake } from '@/features/intake/lib/use-intake';

type IntakeStepsProps = {
  /** The request is sent: its reference, for the confirmation. */
  onSent: (reference: string | null) => void;
};

export default function IntakeSteps({ onSent }: IntakeStepsProps) {
  const intake = useIntake(onSent);
  const heading = useRef<HTMLHeadingElement>(null);
  const { query, place, steps } = intake;
  const placeKey = place.at === 'review' ? 'review' : `${place.index}-${place.started}`;
  const data = query.data;

  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [placeKey, loaded]);
  // An intake sent already (another tab, or before a reload) has nothing left to ask.
  useEffect(() => {
    if (data?.sentAt) onSent(data.reference);
  }, [data, onSent]);

  if (query.isPending) return <LoadingStatus className="py-10 text-center" />;
  if (!data) {
    return (
      <LoadFailure onRetry={() => void query.refetch()}>
        Your questions could not be loaded. {problemOf(query.error).problem}
      </LoadFailure>
    );
  }
  if (place.at === 'review' || !steps.length) {
    return (
      <IntakeReview
        intake={data}
        steps={steps}
        onEdit={(index) => intake.go({ at: 'step', index, started: true })}
        onBack={() => intake.go(steps.length ? { at: 'step', index: steps.length - 1, started: true } : { at: 'review' })}
        onSend={() => void intake.send()}
        sending={intake.saving}
        problem={intake.problem}
        headingRef={heading}
      />
    );
  }
  const { index, started } = place;
  const step = steps[index]!;
  return (
    <IntakeStepScreen
      key={step.id}
      step={step}
      lines={data.lines}
      progress={`Step ${index + 1} of ${steps.length}`}
      started={started}
      onStart={() => intake.go({ at: 'step', index, started: true })}
      draft={intake.draftFor(step)}
      onDraft={(draft) => intake.setDraft(step, draft)}
      errors={intake.errors}
      problem={intake.problem}
      saving={intake.saving}
      onBack={index > 0 ? () => intake.go({ at: 'step', index: index - 1, started: true }) : null}
      onSave={() => void intake.saveAndContinue(index)}
      saveHere={() => intake.save(step, step.id)}
      files={data.files}
      onFiles={intake.setFiles}
      email={data.email}
      headingRef={heading}
    />
  );
}
