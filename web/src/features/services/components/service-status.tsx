// The service page's 'Service Not Found' state, with a link to all services.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';

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
