// Request a Policy Change page (/request-policy-change): the no-binding notice, the agency's own policy change
// form (or the embedded one, when configured) with the insurers the agency represents, and the phone block.
import { useMemo } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useCompanies } from '@/features/companies/api/get-companies';
import { AssistanceBlock } from '@/features/forms/components/assistance-block';
import { PolicyChangeForm } from '@/features/forms/components/policy-change-form';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function RequestPolicyChangeRoute() {
  usePageTitle(paths.requestPolicyChange.title);
  const { data: facts } = useSiteFacts();
  const { data: companies } = useCompanies();
  // The same array while the list is the same (the query shares unchanged data), so the form is not re-rendered.
  const insurers = useMemo(() => companies?.map((company) => company.name), [companies]);

  return (
    <>
      <PageHeading title={paths.requestPolicyChange.title}>
        Add a driver, change a vehicle, update an address or ask for another change to your policy.
      </PageHeading>
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="min-w-0 space-y-6">
          <div
            data-testid="no-binding-notice"
            className="space-y-2 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-slate-800"
          >
            <p className="font-semibold">Submitting a request does not bind or change coverage.</p>
            <p>
              No change is in effect until a member of our team confirms it with you. A representative will contact
              you to review the details and confirm when the change takes effect.
            </p>
          </div>
          <PolicyChangeForm insurers={insurers} />
        </div>
        {facts ? (
          <aside className="min-w-0">
            <AssistanceBlock facts={facts} title="Need a Change Right Away?">
              For an urgent change, such as adding a car you are picking up today, please call us instead of waiting
              for a reply to the form.
            </AssistanceBlock>
          </aside>
        ) : null}
      </Container>
    </>
  );
}
