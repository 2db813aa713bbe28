// "Send as newsletter"'s decisions before anything is sent: the request the form makes (topics, subject, when,
// force, the risk findings acknowledged for the e-mail), what is still missing, and which findings need a tick
// (the preview's risks and any a 409 named, once each).
import { acknowledgementOf, findingKey, isRisk } from '@/lib/finding-identity';
import type { SendRequest } from '@/features/newsletter-staff/types';
import type { Finding } from '@/lib/api-types';
import { instantOfConnecticutWallTime } from '@/lib/connecticut-time';

export type SendForm = {
  topics: readonly string[];
  subject: string;
  /** Now, or at `at` (a Connecticut wall time, "2026-12-01T09:00"). */
  when: 'now' | 'later';
  at: string;
  /** The post went before and the member chose "Send again anyway". */
  force: boolean;
  /** The keys (findingKey) of the findings ticked as reviewed for the e-mail. */
  acknowledged: ReadonlySet<string>;
};

export type SendProblems = Partial<Record<'topics' | 'subject' | 'at' | 'findings' | 'force', string>>;

/** The longest subject line (mail clients cut far sooner; the API refuses longer). */
export const MAX_SUBJECT = 200;

/** The findings to tick: every risk of the preview and every one a refusal named, the same finding once. */
export function findingsToAcknowledge(preview: readonly Finding[], refused: readonly Finding[] = []): Finding[] {
  const seen = new Set<string>();
  return [...preview.filter(isRisk), ...refused].filter((finding) => {
    const key = findingKey(finding);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Context = { findings: readonly Finding[]; alreadySent: boolean; now?: number };

export function sendProblems(form: SendForm, { findings, alreadySent, now = Date.now() }: Context): SendProblems {
  const problems: SendProblems = {};
  if (!form.topics.length) problems.topics = 'Choose at least one topic: the post goes to their confirmed subscribers.';
  const subject = form.subject.trim();
  if (!subject) problems.subject = 'Write the subject line people see in their inbox.';
  else if (subject.length > MAX_SUBJECT) problems.subject = `Keep the subject under ${MAX_SUBJECT} characters.`;
  if (form.when === 'later') {
    const at = instantOfConnecticutWallTime(form.at);
    if (!form.at || Number.isNaN(at)) problems.at = 'Enter the date and time to send it, like 12/01/2026 9:00 AM.';
    else if (at <= now) problems.at = 'This time has already passed. Pick a time in the future, or send it now.';
  }
  const open = findings.filter((finding) => !form.acknowledged.has(findingKey(finding))).length;
  if (open) problems.findings = `Review ${open === 1 ? 'the finding' : `all ${open} findings`} below and tick each one you keep.`;
  if (alreadySent && !form.force) problems.force = 'This post was sent before. Tick “Send again anyway” to send it once more.';
  return problems;
}

/** The request of a form without problems: the subject left out when it is the post's title (the API's default). */
export function sendRequestOf(form: SendForm, { slug, title, findings }: { slug: string; title: string; findings: readonly Finding[] }): SendRequest {
  const subject = form.subject.trim();
  return {
    slug,
    topics: [...form.topics],
    ...(subject !== title.trim() ? { subject } : {}),
    ...(form.when === 'later' ? { scheduledAt: new Date(instantOfConnecticutWallTime(form.at)).toISOString() } : {}),
    ...(form.force ? { force: true } : {}),
    acknowledge: findings.filter((finding) => form.acknowledged.has(findingKey(finding))).map(acknowledgementOf),
  };
}
