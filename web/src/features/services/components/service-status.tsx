// Service page states: 'Loading service information...' and 'Service Not Found' with a link to all services.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

export function ServiceLoading() {
  return (
    <>
      <div className="border-b border-slate-200 bg-navy-50">
        <Container className="py-10 sm:py-14">
          <Skeleton className="h-9 w-2/3 max-w-md sm:h-10" />
        </Container>
      </div>
      <Container className="py-10 sm:py-14">
        <p role="status" className="text-lg text-slate-600">
          Loading service information...
        </p>
      </Container>
    </>
  );
}

export function ServiceNotFound() {
  return (
    <>
      <PageHeading title="Service Not Found" />
      <Container className="py-10 sm:py-14">
        <p className="text-lg text-slate-700">The requested insurance service could not be found.</p>
        <Link href={paths.insurance.getHref()} className={`${buttonVariants()} mt-6`}>
          View All Services
        </Link>
      </Container>
    </>
  );
}
