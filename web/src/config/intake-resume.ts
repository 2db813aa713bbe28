// What the intake's "Finish later", resume page and upload widget read from its declaration
// (service/requests/intake_form.json, read at build time as the service reads it): the words of "Finish later", each
// step's title by id, and the documents step's upload rules.
// eslint-disable-next-line no-restricted-imports -- the intake's declaration shared with the service, outside web/src
import { finishLater, steps } from '../../../service/requests/intake_form.json';

export const FINISH_LATER_WORDS: { button: string; text: string } = finishLater;

/** A step's title ("Vehicles"), or null for an id the declaration does not have. */
export const intakeStepTitle = (id: string): string | null => steps.find((step) => step.id === id)?.title ?? null;

/** The upload rules of the step that takes files. */
export const DECLARATIONS_UPLOAD = steps.find((step) => 'upload' in step && step.upload)!.upload!;
