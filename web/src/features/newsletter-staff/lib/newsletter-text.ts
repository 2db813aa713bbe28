// The newsletter's staff words: statuses and send states in plain English, a subscriber's consent source, topic
// names, and the send of a post that already went (so the editor says so before a second one).
import { paths } from '@/config/paths';
import type {
  NewsletterSend,
  SendState,
  Subscriber,
  SubscriberStatus,
  Topic,
} from '@/features/newsletter-staff/types';

export const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Not confirmed yet',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Marked as spam',
};

export const SEND_STATE_LABELS: Record<SendState, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/** A state the API may add later shows as it is named, not as nothing. */
export const sendStateLabel = (state: string) => SEND_STATE_LABELS[state as SendState] ?? state;

/** Only a scheduled send or one under way can be stopped: the mails not yet sent are skipped. */
export const canCancel = (send: Pick<NewsletterSend, 'state'>) => send.state === 'scheduled' || send.state === 'sending';

/** Where the subscriber's consent came from: "Sign-up form on /blog/x", or what the importer typed. */
export function consentSource(subscriber: Pick<Subscriber, 'consent'>): string {
  const consent = subscriber.consent;
  if (!consent?.source) return 'Not recorded';
  if (consent.source === 'form') return consent.page ? `Sign-up form on ${formPage(consent.page)}` : 'Sign-up form';
  return consent.source.replace(/^import:\s*/, 'Imported: ');
}

/** "footer:/about" is the footer's form on /about. */
const formPage = (page: string) => (page.startsWith('footer:') ? `${page.slice('footer:'.length)} (footer)` : page);

/** Topic ids as their titles ("Home & auto, Business"); an id no longer in the copy shows as it is. */
export function topicNames(ids: readonly string[], topics: readonly Topic[] | undefined): string {
  return ids.map((id) => topics?.find((topic) => topic.id === id)?.title ?? id).join(', ');
}

/** The post's earlier send that was not cancelled (the newest), if any: a second one needs "Send again anyway". */
export function earlierSend(sends: readonly NewsletterSend[] | undefined, slug: string): NewsletterSend | null {
  const of = (sends ?? []).filter((send) => send.slug === slug && send.state !== 'cancelled');
  return of.sort((a, b) => sendTime(b).localeCompare(sendTime(a)))[0] ?? null;
}

/** When a send went or goes: started, else scheduled. */
export const sendTime = (send: Partial<Pick<NewsletterSend, 'startedAt' | 'scheduledAt'>>) => send.startedAt ?? send.scheduledAt ?? '';

/** The address of a send's details on /admin/newsletter. */
export const sendDetailHref = (id: number) => `${paths.adminNewsletter.getHref()}?view=sends&send=${id}`;
