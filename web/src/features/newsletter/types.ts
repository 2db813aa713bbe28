// The newsletter's shapes: the copy document from the API's types; the confirm and preferences answers written out,
// as the OpenAPI document leaves the preferences' topics untyped (service/api/public_newsletter_links.py).
import type { CopyDocuments } from '@/lib/api-types';

/** content/copy/newsletter.json as GET /api/copy/newsletter serves it: the intro, the consent sentence under every
 * sign-up form (the service records it with each consent) and the topics. */
export type NewsletterCopy = CopyDocuments['newsletter'];

/** One topic a visitor may choose. */
export type NewsletterTopic = NewsletterCopy['topics'][number];

/** POST /api/newsletter/confirm's answer. */
export type Confirmed = { email: string; topics: string[] };

/** GET /api/newsletter/preferences's answer. */
export type Preferences = {
  email: string;
  name: string | null;
  topics: string[];
  status: 'pending' | 'subscribed' | 'unsubscribed' | 'bounced' | 'complained';
  allTopics: NewsletterTopic[];
};

/** The sign-up form's token, given by the app (the request forms' keeper): prefetched on focus, aged before use. */
export type FormTokens = {
  prefetch: () => void;
  ready: () => Promise<string>;
  forget: () => void;
};
