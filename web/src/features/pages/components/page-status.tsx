// Page states shared by the server pages: the 'Loading...' band and the 'Page not found.' page.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

export function PageLoading() {
  return (
    <>
      <div className="border-b border-slate-200 bg-navy-50">
        <Container className="py-10 sm:py-14">
          <Skeleton className="h-9 w-2/3 max-w-md sm:h-10" />
        </Container>
      </div>
      <Container className="py-10 sm:py-14">
        <p role="status" className="text-lg text-slate-600">
          Loading...
        </p>
      </Container>
    </>
  );
}

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
