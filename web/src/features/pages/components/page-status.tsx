// The 'Page not found.' page of the server pages (About, Our Team).
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';

/** Shown when the page's data cannot be had (404 or error): the route's name as heading and a way home. */
export function PageNotFound({ title }: { title: string }) {
  return (
    <>
      <PageHeading title={title} />
      <Container className="py-10 sm:py-14">
        <p className="text-lg text-slate-700">Page not found.</p>
        <Link href={paths.home.getHref()} className={`${buttonVariants({ variant: 'outline' })} mt-6`}>
          Back to Home
        </Link>
      </Container>
    </>
  );
}
