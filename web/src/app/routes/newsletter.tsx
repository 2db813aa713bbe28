// /newsletter: the copy's intro, the sign-up form with each topic's description, and what a subscriber can count on
// (each point holds by how the newsletter works: double opt-in, one-click unsubscribe, no tracking).
import { Container } from '@/components/ui/container';
import { PageHeading, PageLoading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useNewsletterTokens } from '@/app/layouts/newsletter-tokens';
import { useNewsletterCopy } from '@/features/newsletter/api/newsletter-copy';
import { SignUpForm } from '@/features/newsletter/components/sign-up-form';
import { telHref, useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

const PROMISES = [
  'We first e-mail you a link to confirm. Nothing is sent until you click it.',
  'Every newsletter ends with a link to change your topics or unsubscribe in one click.',
  'No tracking: we do not count who opens our e-mails or rewrite their links.',
  'Your address is kept on our own website, not with a mailing-list company.',
];

export function NewsletterRoute() {
  const { data: copy, isPending } = useNewsletterCopy();
  const { data: facts } = useSiteFacts();
  const tokens = useNewsletterTokens();
  usePageTitle(paths.newsletter.title, copy ? { description: copy.intro } : {});
  if (isPending) return <PageLoading />;
  return (
    <>
      <PageHeading title={paths.newsletter.title}>{copy?.intro}</PageHeading>
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-3">
        <section aria-labelledby="newsletter-sign-up" data-testid="newsletter-page" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
          <h2 id="newsletter-sign-up" className="mb-5 text-2xl font-bold text-navy-900">Sign up</h2>
          {copy ? (
            <SignUpForm copy={copy} page={paths.newsletter.getHref()} tokens={tokens} descriptions />
          ) : (
            <p role="alert" className="text-slate-700">
              The sign-up form could not be loaded. Please try again later
              {facts ? (
                <>
                  , or call us at <a href={telHref(facts.phone)} className="font-semibold underline">{facts.phone}</a>
                </>
              ) : null}
              .
            </p>
          )}
        </section>
        <section aria-labelledby="newsletter-promises" className="lg:pt-2">
          <h2 id="newsletter-promises" className="text-lg font-bold text-navy-900">What to expect</h2>
          <ul className="mt-4 space-y-3 text-slate-700">
            {PROMISES.map((line) => (
              <li key={line} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-teal-600" />
                {line}
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
