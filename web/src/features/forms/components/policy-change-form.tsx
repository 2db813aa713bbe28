// PolicyChangeForm: the embedded policy change request form (site facts forms.policyChangeEmbedUrl, 1800 px
// high) with its call/text/e-mail fallback; loads the form provider's embed script when one is configured.
import { EmbeddedForm } from '@/features/forms/components/embedded-form';
import { useEmbedScript } from '@/features/forms/lib/use-embed-script';
import { useSiteFacts } from '@/lib/site-facts';

export const POLICY_CHANGE_FORM_HEIGHT = 1800;

export function PolicyChangeForm() {
  const { data: facts } = useSiteFacts();
  useEmbedScript();
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
