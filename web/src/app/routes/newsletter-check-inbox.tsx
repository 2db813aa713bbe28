// /newsletter/check-your-inbox: where a sign-up without JavaScript lands (the service's 303), saying what the form
// says in place: a link to confirm is on its way, and nothing is sent until it is clicked. Kept out of search results.
import { Link } from 'wouter';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

export function NewsletterCheckInboxRoute() {
  usePageTitle(paths.newsletterCheckInbox.title, { noindex: true });
  return (
    <>
      <PageHeading title={paths.newsletterCheckInbox.title} />
      <Container className="py-10 sm:py-14">
        <div className="max-w-2xl space-y-4 text-lg text-slate-700" data-testid="check-your-inbox">
          <p className="font-semibold text-navy-900">
            We sent you an e-mail with a link to confirm your subscription. Nothing is sent until you click it.
          </p>
          <p>The link works for 24 hours. If the e-mail does not arrive in a few minutes, look in your spam or junk folder.</p>
          <p>
            Typed the wrong address?{' '}
            <Link href={paths.newsletter.getHref()} className="font-semibold text-navy-700 underline underline-offset-4 hover:text-teal-700">
              Sign up again
            </Link>
            .
          </p>
        </div>
      </Container>
    </>
  );
}
