// Request a Policy Change page (/request-policy-change): the no-binding notice, the embedded policy change
// form (or its fallback) and the phone block.
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { AssistanceBlock } from '@/features/forms/components/assistance-block';
import { PolicyChangeForm } from '@/features/forms/components/policy-change-form';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function RequestPolicyChangeRoute() {
  usePageTitle(paths.requestPolicyChange.title);
  const { data: facts } = useSiteFacts();

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
          <PolicyChangeForm />
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
