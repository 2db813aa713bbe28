// The visitor's intake API (INTAKE.md): addressed by the intake token the quote form's send returned (lib/intake-token,
// `Authorization: Intake <token>`). A non-OK answer raises api-client's typed error; no answer at all, fetch's TypeError.
import { apiGetVersioned, apiWrite } from '@/lib/api-write';
import { intakeAuthorization } from '@/lib/intake-token';

/** A sensitive answer as the service shows it: a mask, never the value. */
export type MaskedAnswer = { masked: string; set?: boolean };
/** One answer: a string, a list of choice keys, or a kept sensitive value's mask. */
export type AnswerValue = string | readonly string[] | MaskedAnswer;
/** One set of answers by question name; a repeated step's item also has its client-made `id`. */
export type AnswerSet = { [name: string]: AnswerValue | undefined };
export type AnswerItem = AnswerSet & { id: string };
/** A step's answers: an object, or a list of items for a repeated step. */
export type StepAnswers = AnswerSet | readonly AnswerItem[];

/** A file attached to the intake, as the service lists it (its id a number). */
export type IntakeFile = { id: number | string; name: string; size: number; mediaType: string };

/** GET /api/intake: where the visitor is and what they answered (sensitive answers masked). */
export type IntakeState = {
  reference: string | null;
  lines: readonly string[];
  steps: readonly string[];
  step: string | null;
  answers: Readonly<Record<string, StepAnswers | undefined>>;
  files: readonly IntakeFile[];
  sentAt: string | null;
  email: string | null;
};

export const isMasked = (value: unknown): value is MaskedAnswer =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'masked' in value;

export const getIntake = async () => (await apiGetVersioned<IntakeState>('/api/intake', { headers: intakeAuthorization() })).data;

/** PUT one step's answers and where the visitor goes next; answers the intake as stored. */
export const saveStep = async (stepId: string, answers: StepAnswers, next: string) =>
  (
    await apiWrite<IntakeState>('PUT', `/api/intake/steps/${encodeURIComponent(stepId)}`, {
      body: { answers, next },
      headers: intakeAuthorization(),
    })
  ).data;

/** POST /api/intake/send: the request goes to the office as a whole. */
export const sendIntake = async () =>
  (await apiWrite<{ reference?: string | null }>('POST', '/api/intake/send', { headers: intakeAuthorization() })).data;
