// Why an Independent Agent (/about/why-an-independent-agent): /api/copy/why-independent, Recent Posts sidebar.
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { CopyPage } from '@/app/routes/copy-page';
import { paths } from '@/config/paths';
import {
  WhyIndependentContent,
  WhyIndependentSkeleton,
} from '@/features/agency-info/components/why-independent-content';

export function WhyIndependentRoute() {
  return (
    <CopyPage
      name="why-independent"
      fallbackTitle={paths.whyAnIndependentAgent.title}
      Layout={PageWithSidebar}
      content={(copy) => <WhyIndependentContent copy={copy} />}
      skeleton={<WhyIndependentSkeleton />}
    />
  );
}
