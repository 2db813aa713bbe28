// Test data of the newsletter's screens, in the API's shapes: the copy document and the sign-up's answers (features/newsletter), topics, subscribers and sends (features/newsletter-staff).
import { paths } from '@/config/paths';
import type { NewsletterSend, NewsletterTopics, SendDetail, Subscriber, SubscriberList } from '@/features/newsletter-staff/types';
import type { NewsletterCopy } from '@/features/newsletter/types';
import { jsonResponse } from '@/testing/stub-fetch';

export const TOPICS: NewsletterTopics = {
  intro: 'A short note now and then.',
  consentText: 'We e-mail you about the topics you choose. Unsubscribe at any time.',
  topics: [
    { id: 'home-auto', title: 'Home & auto', description: 'Driving, storms, the house.' },
    { id: 'business', title: 'Business', description: 'For owners of small businesses.' },
  ],
};

export const subscriber = (change: Partial<Subscriber> = {}): Subscriber => ({
  id: 1,
  email: 'ada@example.com',
  name: 'Ada Park',
  topics: ['home-auto'],
  status: 'subscribed',
  createdAt: '2026-11-02T15:00:00Z',
  confirmedAt: '2026-11-02T15:05:00Z',
  consent: { at: '2026-11-02T15:00:00Z', page: paths.blogPost.getHref('winter-driving-tips'), text: 'We e-mail you', topics: ['home-auto'], source: 'form' },
  ...change,
});

export const subscriberList = (subscribers: Subscriber[], change: Partial<SubscriberList> = {}): SubscriberList => ({
  subscribers,
  total: subscribers.length,
  counts: { pending: 1, subscribed: 4, unsubscribed: 2, bounced: 0, complained: 0 },
  ...change,
});

export const send = (change: Partial<NewsletterSend> = {}): NewsletterSend => ({
  id: 12,
  slug: 'winter-driving-tips',
  subject: 'Winter Driving Tips',
  topics: ['home-auto'],
  state: 'sent',
  createdAt: '2026-11-20T13:59:00Z',
  createdBy: 'maria',
  forced: false,
  acknowledged: [],
  scheduledAt: '2026-11-20T14:00:00Z',
  startedAt: '2026-11-20T14:00:05Z',
  finishedAt: '2026-11-20T14:09:00Z',
  figures: { recipients: 40, sent: 37, pending: 0, failed: 1, interrupted: 0, skipped: 2, bounced: 2, complained: 1, unsubscribed: 3 },
  ...change,
});

export const sendDetail = (change: Partial<SendDetail> = {}): SendDetail => ({
  ...send(),
  mails: [
    { email: 'ada@example.com', state: 'sent', attempts: 1, sentAt: '2026-11-20T14:00:06Z', error: null, bouncedAt: '2026-11-20T15:00:00Z', complainedAt: null },
    { email: 'bo@example.com', state: 'failed', attempts: 2, sentAt: null, error: '550 mailbox unavailable', bouncedAt: null, complainedAt: null },
  ],
  ...change,
});

export const NEWSLETTER_COPY: NewsletterCopy = {
  intro: 'A short note from the office now and then: seasonal advice and news from the companies we represent.',
  consentText: 'By subscribing you agree to receive our newsletter by e-mail; unsubscribe at any time.',
  fromName: null,
  topics: [
    { id: 'home-auto', title: 'Home & auto', description: 'Winter driving, storms and keeping your home covered.' },
    { id: 'business', title: 'Business', description: 'For owners of small businesses in Connecticut.' },
  ],
};

export const FORM_TOKEN = 'a.b.c';

/** The copy, a form token and settings that ask for no wait. */
export const signUpRoutes = {
  '/api/copy/newsletter': () => jsonResponse(NEWSLETTER_COPY),
  '/api/requests/form-token': () => jsonResponse({ token: FORM_TOKEN }),
  '/api/requests/settings': () => jsonResponse({ retentionDays: 90, officeMail: false, minimumSeconds: 0 }),
};
