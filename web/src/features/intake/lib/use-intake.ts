// The intake's state in the browser: the service's copy (GET /api/intake, then each save's answer), a draft per
// step that only a successful save replaces (a refused or lost save keeps what was typed), where the visitor is
// (a step's "What you'll need", its questions, or the review), and the save and send calls with their problems.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { intakeStep, stepsFor, type IntakeStep } from '@/config/intake-form';
import { getIntake, saveStep, sendIntake, type IntakeFile, type IntakeState } from '@/features/intake/api/intake-api';
import { bodyOf, draftOf, type StepDraft } from '@/features/intake/lib/intake-drafts';
import { isApiError } from '@/lib/api-client';
import { forgetIntakeToken } from '@/lib/intake-token';

export const UNREACHABLE =
  'We could not reach our website, so nothing was saved yet. Your answers are still here: check your connection and try again.';
const UNREADABLE = 'Something went wrong on our side, so nothing was saved yet. Your answers are still here: please try again.';
const INTAKE_KEY = ['intake'] as const;

/** Where the visitor is: a step (its "needed" screen, or its questions), or the review before sending. */
export type Place = { at: 'step'; index: number; started: boolean } | { at: 'review' };

/** The words of a refused or lost call, and the refused fields by the service's keys. */
export function problemOf(error: unknown): { problem: string; errors: Record<string, string> } {
  if (!isApiError(error)) return { problem: UNREACHABLE, errors: {} };
  if (error.status >= 500) return { problem: UNREADABLE, errors: {} };
  return { problem: error.message, errors: Object.fromEntries(error.errors.map(({ field, message }) => [field, message])) };
}

/** The steps offered: the service's list, in its order, else those of the chosen lines. */
export function offeredSteps(intake: IntakeState): readonly IntakeStep[] {
  if (!intake.steps.length) return stepsFor(intake.lines);
  return intake.steps.flatMap((id) => intakeStep(id) ?? []);
}

/** Where a visitor coming (back) to the intake starts: the step the service says they were on. */
function placeOnArrival(intake: IntakeState | undefined): Place {
  const index = intake ? offeredSteps(intake).findIndex((step) => step.id === intake.step) : -1;
  return { at: 'step', index: Math.max(index, 0), started: false };
}

export function useIntake(onSent: (reference: string | null) => void) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: INTAKE_KEY, queryFn: getIntake, staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  const intake = query.data;
  const [drafts, setDrafts] = useState<Record<string, StepDraft>>({});
  const [chosenPlace, setPlace] = useState<Place | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const steps = useMemo(() => (intake ? offeredSteps(intake) : []), [intake]);
  const place = chosenPlace ?? placeOnArrival(intake);
  const draftFor = (step: IntakeStep) => drafts[step.id] ?? draftOf(step, intake?.answers[step.id]);
  const setDraft = (step: IntakeStep, draft: StepDraft) => setDrafts((all) => ({ ...all, [step.id]: draft }));
  const refused = (error: unknown) => {
    const found = problemOf(error);
    setProblem(found.problem);
    setErrors(found.errors);
  };

  const go = (next: Place) => {
    setProblem(null);
    setErrors({});
    setPlace(next);
  };

  /** PUT the step's draft; on success the stored answers (masked again) replace the draft. */
  const save = async (step: IntakeStep, next: string): Promise<boolean> => {
    if (!intake) return false;
    // A step of files has no answers to save (the service refuses any): each file was sent as it was chosen, and the
    // step before it already named it as where the visitor is.
    if (step.upload) return true;
    setSaving(true);
    setProblem(null);
    try {
      const stored = await saveStep(step.id, bodyOf(step, intake.lines, draftFor(step), intake.answers[step.id]), next);
      queryClient.setQueryData(INTAKE_KEY, stored);
      setDrafts(({ [step.id]: _saved, ...others }) => others);
      setErrors({});
      return true;
    } catch (error) {
      refused(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Save and continue: the next step's "What you'll need", or the review after the last (kept as where they were). */
  const saveAndContinue = async (index: number) => {
    const step = steps[index]!;
    const following = steps[index + 1];
    if (await save(step, following?.id ?? step.id)) go(following ? { at: 'step', index: index + 1, started: false } : { at: 'review' });
  };

  const send = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const sent = await sendIntake();
      forgetIntakeToken();
      onSent(sent.reference ?? intake?.reference ?? null);
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };

  const setFiles = (files: readonly IntakeFile[]) => {
    if (intake) queryClient.setQueryData(INTAKE_KEY, { ...intake, files });
  };

  return { query, steps, place, go, draftFor, setDraft, saving, problem, errors, save, saveAndContinue, send, setFiles };
}
