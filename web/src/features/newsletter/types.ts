// The newsletter's shapes, as the contract of issue 48 names them (/work/wt/NEWSLETTER.md): the copy document
// (content/copy/newsletter.json) and the public answers. Written out here until the service's OpenAPI document has
// them (then: CopyDocuments['newsletter'] and Answer<…> in lib/api-types.ts).

/** One topic a visitor may choose. */
export type NewsletterTopic = { id: string; title: string; description: string };

/** content/copy/newsletter.json as GET /api/copy/newsletter serves it (fromName is the sender's; not shown). */
export type NewsletterCopy = {
  intro: string;
  /** The sentence under every sign-up form; the service records it with each consent. */
  consentText: string;
  topics: NewsletterTopic[];
};

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
