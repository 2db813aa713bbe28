// The newsletter pages' route chunk: it picks the screen of the address (the sign-up page, or a mailed link's confirm,
// check-your-inbox or preferences page), each a chunk of its own, so that the entry names one newsletter chunk rather
// than four. The budget measures each screen's first load as a page of its own (tools/check-budget.mjs SCREEN_CHOICE).
import { lazy } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { normalizePath } from '@/lib/normalize-path';

const NewsletterRoute = lazy(() => import('@/app/routes/newsletter').then((m) => ({ default: m.NewsletterRoute })));
const NewsletterConfirmRoute = lazy(() =>
  import('@/app/routes/newsletter-confirm').then((m) => ({ default: m.NewsletterConfirmRoute })),
);
const NewsletterCheckInboxRoute = lazy(() =>
  import('@/app/routes/newsletter-check-inbox').then((m) => ({ default: m.NewsletterCheckInboxRoute })),
);
const NewsletterPreferencesRoute = lazy(() =>
  import('@/app/routes/newsletter-preferences').then((m) => ({ default: m.NewsletterPreferencesRoute })),
);

export function NewsletterArea() {
  const at = normalizePath(useLocation()[0]);
  if (at === paths.newsletterConfirm.path) return <NewsletterConfirmRoute />;
  if (at === paths.newsletterCheckInbox.path) return <NewsletterCheckInboxRoute />;
  if (at === paths.newsletterPreferences.path) return <NewsletterPreferencesRoute />;
  return <NewsletterRoute />;
}
