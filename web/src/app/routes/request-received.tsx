// Request received (/request-received?kind=quote|policy-change&reference=HP-4K7Q2): where a form posted without JavaScript lands
// (the service answers 303 here). Server-rendered, kind-aware, kept out of search results; it offers the next three
// open times to book a call instead of waiting.
import { Link, useSearch } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { NextSlots } from '@/features/booking/components/next-slots';
import { requestReferenceOf } from '@/config/request-fields';
import { confirmedKindOf, RequestConfirmation } from '@/features/forms/components/request-confirmation';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function RequestReceivedRoute() {
  usePageTitle(paths.requestReceived.title, { noindex: true });
  const { data: facts } = useSiteFacts();
  const query = new URLSearchParams(useSearch());
  const kind = confirmedKindOf(query.get('kind'));
  const reference = requestReferenceOf(query.get('reference'));

  return (
    <>
      <PageHeading title={paths.requestReceived.title} />
      <Container className="py-10 sm:py-14">
        <div className="max-w-3xl space-y-8">
          {facts ? <RequestConfirmation kind={kind} reference={reference} facts={facts} headingLevel={2} /> : null}
          <NextSlots />
          <nav aria-label="While you wait" className="flex flex-wrap gap-3">
            <Link href={paths.home.getHref()} className={buttonVariants({ variant: 'secondary' })}>
              Back to Home
            </Link>
            <Link href={paths.blog.getHref()} className={buttonVariants({ variant: 'outline' })}>
              Read our News &amp; Blog
            </Link>
          </nav>
        </div>
      </Container>
    </>
  );
}
