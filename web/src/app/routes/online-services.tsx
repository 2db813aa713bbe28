// Online Services (/online-services): /api/copy/online-services, Recent Posts sidebar.
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { PageHeading, PageHeadingSkeleton } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useOnlineServices } from '@/features/agency-info/api/get-online-services';
import {
  OnlineServicesContent,
  OnlineServicesSkeleton,
} from '@/features/agency-info/components/online-services-content';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import { usePageTitle } from '@/lib/use-page-title';

export function OnlineServicesRoute() {
  const query = useOnlineServices();
  const copy = query.data;
  const title = copy?.title ?? paths.onlineServices.title;
  usePageTitle(title);

  return (
    <>
      {copy || query.isError ? <PageHeading title={title} /> : <PageHeadingSkeleton />}
      <PageWithSidebar>
        {copy ? (
          <OnlineServicesContent copy={copy} />
        ) : query.isError ? (
          <PageLoadError onRetry={() => void query.refetch()} />
        ) : (
          <OnlineServicesSkeleton />
        )}
      </PageWithSidebar>
    </>
  );
}
