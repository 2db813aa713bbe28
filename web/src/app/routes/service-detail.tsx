// Generic service page (/insurance/{category}/{slug}): the service found by its combined slug, its long copy
// or description, the Get a Quote Today block, the four Why Choose points and a link back to all services.
import { Link, useParams } from 'wouter';
import { ArrowRightIcon } from '@/components/ui/icons';
import { PageHeading, PageLoading } from '@/components/ui/page-heading';
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { paths } from '@/config/paths';
import { useServices } from '@/features/services/api/get-services';
import { ServiceContent } from '@/features/services/components/service-content';
import { ServiceQuoteBlock } from '@/features/services/components/service-quote-block';
import { ServiceNotFound } from '@/features/services/components/service-status';
import { WhyChoosePoints } from '@/features/services/components/why-choose-points';
import { findService, toServiceSlug } from '@/features/services/lib/service-slug';
import { useCopy } from '@/lib/copy-query';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function ServiceDetailRoute() {
  const { category, slug } = useParams<{ category: string; slug: string }>();
  const services = useServices();
  const details = useCopy('service-details');
  const { data: facts } = useSiteFacts();

  const service = services.data ? findService(services.data, category, slug) : undefined;
  const notFound = !service && !services.isLoading;
  usePageTitle(service?.name ?? (notFound ? 'Service Not Found' : paths.insuranceService.title), {
    description: service?.description,
    status: notFound ? 404 : 200,
  });

  // The long copy is optional: wait for it only while it is on its way, then show the description if it failed.
  if (services.isLoading || details.isLoading) return <PageLoading message="Loading service information..." />;
  if (!service) return <ServiceNotFound />;

  const combinedSlug = toServiceSlug(category, slug);
  const detail = combinedSlug ? details.data?.details[combinedSlug] : undefined;

  return (
    <>
      <PageHeading title={service.name} />
      <PageWithSidebar>
        <div className="space-y-12">
          <ServiceContent description={service.description} detail={detail} />
          <ServiceQuoteBlock serviceName={service.name} phone={facts?.phone} />
          <WhyChoosePoints facts={facts} />
          <Link
            href={paths.insurance.getHref()}
            className="inline-flex items-center gap-2 font-semibold text-navy-800 underline-offset-4 hover:text-teal-700 hover:underline"
          >
            <ArrowRightIcon className="size-4 rotate-180" />
            Back to All Insurance Services
          </Link>
        </div>
      </PageWithSidebar>
    </>
  );
}
