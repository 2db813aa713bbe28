// Insurance Services overview (/insurance and /insurance-services): /api/copy/insurance-overview, full width.
import { Container } from '@/components/ui/container';
import { PageHeading, PageHeadingSkeleton } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import { useInsuranceOverview } from '@/features/insurance/api/get-insurance-overview';
import {
  InsuranceOverviewContent,
  InsuranceOverviewSkeleton,
} from '@/features/insurance/components/insurance-overview-content';
import { usePageTitle } from '@/lib/use-page-title';

export function InsuranceOverviewRoute() {
  const query = useInsuranceOverview();
  const overview = query.data;
  const title = overview?.title ?? paths.insuranceServices.title;
  usePageTitle(title);

  return (
    <>
      {overview || query.isError ? <PageHeading title={title} /> : <PageHeadingSkeleton />}
      <Container className="py-10 sm:py-14">
        {overview ? (
          <InsuranceOverviewContent overview={overview} />
        ) : query.isError ? (
          <PageLoadError onRetry={() => void query.refetch()} />
        ) : (
          <InsuranceOverviewSkeleton />
        )}
      </Container>
    </>
  );
}
