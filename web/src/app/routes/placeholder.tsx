// Placeholder page for routes whose screens are not built yet: the route's name as <h1> and ways to reach us.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { telHref, useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function PlaceholderRoute({ title }: { title: string }) {
  usePageTitle(title);
  const { data: facts } = useSiteFacts();

  return (
    <>
      <PageHeading title={title} />
      <Container className="py-10 sm:py-14">
        <p className="max-w-2xl text-slate-600">
          This page is being updated. In the meantime, our agents are happy to answer your questions.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link href={paths.requestQuote.getHref()} className={buttonVariants()}>
            Request a Quote
          </Link>
          <Link href={paths.contact.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Contact Us
          </Link>
          {facts ? (
            <a href={telHref(facts.phone)} className={buttonVariants({ variant: 'ghost' })}>
              Call {facts.phone}
            </a>
          ) : null}
        </div>
      </Container>
    </>
  );
}
