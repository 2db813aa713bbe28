// Online Services (/online-services): /api/copy/online-services, Recent Posts sidebar.
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { CopyPage } from '@/app/routes/copy-page';
import { paths } from '@/config/paths';
import {
  OnlineServicesContent,
  OnlineServicesSkeleton,
} from '@/features/agency-info/components/online-services-content';

export function OnlineServicesRoute() {
  return (
    <CopyPage
      name="online-services"
      fallbackTitle={paths.onlineServices.title}
      Layout={PageWithSidebar}
      content={(copy) => <OnlineServicesContent copy={copy} />}
      skeleton={<OnlineServicesSkeleton />}
    />
  );
}
