// Why an Independent Agent (/about/why-an-independent-agent): /api/copy/why-independent, Recent Posts sidebar.
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { PageHeading, PageHeadingSkeleton } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useWhyIndependent } from '@/features/agency-info/api/get-why-independent';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import {
  WhyIndependentContent,
  WhyIndependentSkeleton,
} from '@/features/agency-info/components/why-independent-content';
import { usePageTitle } from '@/lib/use-page-title';

export function WhyIndependentRoute() {
  const query = useWhyIndependent();
  const copy = query.data;
  const title = copy?.title ?? paths.whyAnIndependentAgent.title;
  usePageTitle(title);

  return (
    <>
      {copy || query.isError ? <PageHeading title={title} /> : <PageHeadingSkeleton />}
      <PageWithSidebar>
        {copy ? (
          <WhyIndependentContent copy={copy} />
        ) : query.isError ? (
          <PageLoadError onRetry={() => void query.refetch()} />
        ) : (
          <WhyIndependentSkeleton />
        )}
      </PageWithSidebar>
    </>
  );
}
