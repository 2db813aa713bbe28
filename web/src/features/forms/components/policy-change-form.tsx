// PolicyChangeForm: the embedded policy change request form (site facts forms.policyChangeEmbedUrl, 1800 px
// high) with its call/text/e-mail fallback. The frame loads the provider's embed script.
import { EmbeddedForm } from '@/features/forms/components/embedded-form';
import { useSiteFacts } from '@/lib/site-facts';

export const POLICY_CHANGE_FORM_HEIGHT = 1800;

export function PolicyChangeForm() {
  const { data: facts } = useSiteFacts();
  if (!facts) return null;
  return (
    <EmbeddedForm
      src={facts.forms.policyChangeEmbedUrl}
      title="Request a policy change form"
      height={POLICY_CHANGE_FORM_HEIGHT}
      subject="Policy change request"
    />
  );
}
