// The shapes of the newsletter's staff endpoints (/api/admin/newsletter/..., /api/newsletter/topics), as the
// newsletter contract names them; times are ISO UTC. Written by hand until the OpenAPI document has them.
import type { ComponentType } from 'react';
import type { Finding } from '@/lib/api-types';

export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'bounced', 'complained'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** What a subscriber agreed to, when and where; `source` is "form" or "import: <where they consented>". */
export type Consent = {
  at?: string;
  page?: string;
  text?: string;
  topics?: string[];
  source?: string;
  confirmedAt?: string;
};

export type Subscriber = {
  id: number;
  email: string;
  name: string | null;
  topics: string[];
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  consent: Consent | null;
};

/** GET /api/admin/newsletter/subscribers: one page, how many match, and how many there are of each status. */
export type SubscriberList = {
  subscribers: Subscriber[];
  total: number;
  counts: Partial<Record<SubscriberStatus, number>>;
  /** The page shown and the page size, when the API says (else the first page of 50, as the request inbox). */
  page?: number;
  pageSize?: number;
};

/** The list's search and filters, as the address keeps them. */
export type SubscriberFilters = { q: string; status: SubscriberStatus | null; topic: string | null; page: number };

export type ImportRequest = { csv: string; consentSource: string; topics: string[] };
export type ImportResult = { added: number; skipped: { line: number; email: string; reason: string }[] };

export type Topic = { id: string; title: string; description: string };
/** GET /api/newsletter/topics. */
export type NewsletterTopics = { intro: string; consentText: string; topics: Topic[] };

export type SendState = 'scheduled' | 'sending' | 'sent' | 'cancelled';

export type SendFigures = {
  recipients: number;
  sent: number;
  pending: number;
  failed: number;
  interrupted: number;
  /** Not sent: the subscriber left the topic, unsubscribed, bounced or was forgotten first, or the send was cancelled. */
  skipped: number;
  bounced: number;
  complained: number;
  unsubscribed: number;
};

export type NewsletterSend = {
  id: number;
  slug: string;
  subject: string;
  topics: string[];
  state: SendState;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  figures: SendFigures;
};

/** One recipient's mail of a send: its state and, when it went wrong, why. */
export type RecipientMail = {
  email: string;
  state: string;
  attempts: number;
  sentAt: string | null;
  error: string | null;
  bouncedAt: string | null;
  complainedAt: string | null;
};

export type SendDetail = NewsletterSend & { mails: RecipientMail[] };

export type Acknowledgement = { rule: string; phrase: string; excerpt: string };

/** POST /api/admin/newsletter/sends. */
export type SendRequest = {
  slug: string;
  topics: string[];
  subject?: string;
  scheduledAt?: string;
  force?: boolean;
  acknowledge: Acknowledgement[];
};

/** GET /api/admin/newsletter/preview: the mail as subscribers would get it, and the post's findings. */
export type NewsletterPreview = { subject: string; html: string; text: string; findings: Finding[] };

/** How one finding reads: the wording review's words, lent by the app (features do not import each other). */
export type FindingView = ComponentType<{ finding: Finding }>;

/** What the post editor gives "Send as newsletter": the saved post, the session's token, unsaved changes. */
export type SendNewsletterProps = { slug: string; title: string; csrfToken: string; dirty: boolean };

/** One send as the reports API's `newsletter.sends` lists it. */
export type NewsletterReportRow = Pick<NewsletterSend, 'id' | 'slug' | 'subject' | 'state' | 'startedAt' | 'figures'>;

/** The reports API's `newsletter`: the sends of the report's weeks, newest first, and their figures added up. */
export type NewsletterReportData = { sends: NewsletterReportRow[]; totals: SendFigures };
