// Fixtures of the newsletter's tests (features/newsletter): its copy document and the answers the sign-up needs besides.
import type { NewsletterCopy } from '@/features/newsletter/types';
import { jsonResponse } from '@/testing/stub-fetch';

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
