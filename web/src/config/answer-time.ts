// How soon the office answers: the agency facts' one `answerTime` (content/site.json), in the words the service's
// thanks use too (service/requests/thanks.json, apart from the form rules: a page that only promises the time, Contact
// Us or a notice, loads only these sentences).
// eslint-disable-next-line no-restricted-imports -- the service's thanks file, outside web/src
import thanks from '../../../service/requests/thanks.json';

type AnswerTimeFact = { answerTime?: string | null | undefined };

/** The facts' answer time ("within one business day"), or a word that promises no time when it is unset. */
export function answerTimeOf(facts: AnswerTimeFact | undefined): string {
  return facts?.answerTime?.trim() ? facts.answerTime : thanks.answerTimeUnset;
}

/** The thanks' second sentence: "An agent will contact you within one business day." */
export function replyPromise(facts: AnswerTimeFact | undefined): string {
  return thanks.reply.replace('{answerTime}', answerTimeOf(facts));
}
