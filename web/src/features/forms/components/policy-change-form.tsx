// PolicyChangeForm: the agency's own policy change request form, or the embedded third-party form (site facts
// forms.policyChangeEmbedUrl, 1800 px high) when one is configured, with the agency's form standing in if it fails.
import { lazy, memo } from 'react';
import { DeferredRequestForm } from '@/features/forms/components/deferred-request-form';
import { EmbeddedForm } from '@/features/forms/components/embedded-form';
import { useSiteFacts } from '@/lib/site-facts';

export const POLICY_CHANGE_FORM_HEIGHT = 1800;

const PolicyChangeRequestForm = lazy(() =>
  import('@/features/forms/components/policy-change-request-form').then((m) => ({
    default: m.PolicyChangeRequestForm,
  })),
);

type AgencyPolicyChangeFormProps = {
  /** The companies the agency represents (keep the same array while it is the same list). */
  insurers: readonly string[] | undefined;
};

// Memoised: a server-rendered form still waiting to hydrate must not be re-rendered (see DeferredContent).
const AgencyPolicyChangeForm = memo(function AgencyPolicyChangeForm({ insurers }: AgencyPolicyChangeFormProps) {
  return (
    <DeferredRequestForm>
      <PolicyChangeRequestForm headingLevel={2} insurers={insurers} />
    </DeferredRequestForm>
  );
});

export function PolicyChangeForm({ insurers }: AgencyPolicyChangeFormProps) {
  const { data: facts } = useSiteFacts();
  if (!facts) return null;
  return (
    <EmbeddedForm
      src={facts.forms.policyChangeEmbedUrl}
      title="Request a policy change form"
      height={POLICY_CHANGE_FORM_HEIGHT}
      fallback={<AgencyPolicyChangeForm insurers={insurers} />}
    />
  );
}
