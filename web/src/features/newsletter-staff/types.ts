// The shapes of the newsletter's staff endpoints (/api/admin/newsletter/..., /api/newsletter/topics), named from
// the types generated out of the OpenAPI document; times are ISO UTC. A subscriber is written out here: the document
// declares its consent as any object and its name as always there, and the screens read the consent's parts.
import type { ComponentType } from 'react';
import type { Answer, Body, Finding, Schemas } from '@/lib/api-types';

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
export type ImportResult = Answer<'/api/admin/newsletter/subscribers/import', 'post'>;

/** GET /api/newsletter/topics. */
export type NewsletterTopics = Answer<'/api/newsletter/topics', 'get'>;
export type Topic = NewsletterTopics['topics'][number];

export type SendState = 'scheduled' | 'sending' | 'sent' | 'cancelled';

export type SendFigures = Schemas['SendFigures'];

/** A send: its post, subject and topics, its state (a SendState) and its figures. */
export type NewsletterSend = Schemas['NewsletterSend'];

/** One recipient's mail of a send: its state, tries, when it went, and its bounce, complaint or last error. */
export type RecipientMail = Schemas['SendMail'];

export type SendDetail = Answer<'/api/admin/newsletter/sends/{send_id}', 'get'>;

export type Acknowledgement = Schemas['Acknowledgement'];

/** POST /api/admin/newsletter/sends. */
export type SendRequest = Body<'/api/admin/newsletter/sends', 'post'>;

/** GET /api/admin/newsletter/preview: the mail as subscribers would get it, and the post's findings. */
export type NewsletterPreview = Answer<'/api/admin/newsletter/preview', 'get'>;

/** How one finding reads: the wording review's words, lent by the app (features do not import each other). */
export type FindingView = ComponentType<{ finding: Finding }>;

/** What the post editor gives "Send as newsletter": the saved post, the session's token, unsaved changes. */
export type SendNewsletterProps = { slug: string; title: string; csrfToken: string; dirty: boolean };

/** The reports API's `newsletter`: the sends of the report's weeks, newest first, and their figures added up. */
export type NewsletterReportData = Schemas['NewsletterReport'];
