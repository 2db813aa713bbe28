// Online Services (/online-services): /api/copy/online-services — the four links, the client service centre of
// /api/companies and what to do first after a loss — with the Recent Posts sidebar.
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { CopyPage } from '@/app/routes/copy-page';
import { paths } from '@/config/paths';
import { TextLinesSkeleton } from '@/components/ui/skeleton';
import { AfterLossSteps } from '@/features/agency-info/components/after-loss-steps';
import { CopySkeleton } from '@/features/agency-info/components/copy-skeleton';
import {
  OnlineServicesContent,
  OnlineServicesSkeleton,
} from '@/features/agency-info/components/online-services-content';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import type { OnlineServices } from '@/features/agency-info/types';
import { useCompanies } from '@/features/companies/api/get-companies';
import { ClientServiceCentre } from '@/features/companies/components/client-service-centre';
import { telHref, useSiteFacts } from '@/lib/site-facts';

export function OnlineServicesRoute() {
  return (
    <CopyPage
      name="online-services"
      fallbackTitle={paths.onlineServices.title}
      Layout={PageWithSidebar}
      content={(copy) => <OnlineServicesPage copy={copy} />}
      skeleton={<OnlineServicesSkeleton />}
    />
  );
}

function OnlineServicesPage({ copy }: { copy: OnlineServices }) {
  const companies = useCompanies();
  const phone = useSiteFacts().data?.phone;
  const callUs = phone ? (
    <>
      Call us at{' '}
      <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-teal-700 underline hover:text-teal-900">
        {phone}
      </a>{' '}
      and we will find your company&apos;s claims line with you.
    </>
  ) : (
    'Call our office and we will find your company’s claims line with you.'
  );

  return (
    <div className="space-y-14">
      <OnlineServicesContent copy={copy} />
      {companies.data ? (
        <ClientServiceCentre
          companies={companies.data}
          heading={copy.serviceCentre.heading}
          intro={copy.serviceCentre.intro}
          noMatchHelp={callUs}
        />
      ) : companies.isError ? (
        <PageLoadError onRetry={() => void companies.refetch()} />
      ) : (
        <CompanyCardsSkeleton />
      )}
      <AfterLossSteps copy={copy.afterLoss} phone={phone} />
    </div>
  );
}

/** The client service center while the companies load: its heading and intro lines, then cards as it lays them out. */
function CompanyCardsSkeleton() {
  return (
    <CopySkeleton
      intro={<TextLinesSkeleton lines={3} />}
      count={4}
      list={{ as: 'ul', className: 'grid gap-4 md:grid-cols-2', item: 'space-y-3 rounded-xl border border-slate-200 p-5', heading: 'h-6 w-1/2' }}
    />
  );
}
