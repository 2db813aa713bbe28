// What the intake's "Finish later" and upload widget read from its declaration (service/requests/intake_form.json,
// read at build time as the service reads it): the words of "Finish later" and the documents step's upload rules.
// Functions, not values made at load: a page that does not call them does not carry the declaration's steps.
// eslint-disable-next-line no-restricted-imports -- the intake's declaration shared with the service, outside web/src
import { finishLater, steps } from '../../../service/requests/intake_form.json';

export const FINISH_LATER_WORDS: { button: string; text: string } = finishLater;

/** The upload rules of the step that takes files. */
export const declarationsUpload = () => steps.find((step) => 'upload' in step && step.upload)!.upload!;
