// Online Services (/online-services): /api/copy/online-services, Recent Posts sidebar.
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { CopyPage } from '@/app/routes/copy-page';
import { paths } from '@/config/paths';
import {
  OnlineServicesContent,
  OnlineServicesSkeleton,
} from '@/features/agency-info/components/online-services-content';
import type { OnlineServices } from '@/features/agency-info/types';

export function OnlineServicesRoute() {
  return (
    <CopyPage<OnlineServices>
      name="online-services"
      fallbackTitle={paths.onlineServices.title}
      Layout={PageWithSidebar}
      content={(copy) => <OnlineServicesContent copy={copy} />}
      skeleton={<OnlineServicesSkeleton />}
    />
  );
}
