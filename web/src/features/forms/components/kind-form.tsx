// KindForm: the agency's own form for a kind of request, or the third-party form the kind may embed instead (the
// site facts' `forms` address its declaration names, at its height) when one is configured, with the agency's form
// standing in if it fails.
import { lazy, memo } from 'react';
import type { KindDefinition } from '@/config/request-kinds';
import type { IntakeComponent } from '@/features/forms/components/request-form';
import { DeferredRequestForm } from '@/features/forms/components/deferred-request-form';
import { EmbeddedForm } from '@/features/forms/components/embedded-form';
import { useSiteFacts } from '@/lib/site-facts';

const KindRequestForm = lazy(() =>
  import('@/features/forms/components/kind-request-form').then((m) => ({ default: m.KindRequestForm })),
);

type KindFormProps = {
  kind: KindDefinition;
  /** Level of the confirmation's heading, one below the heading the form sits under. */
  headingLevel?: 2 | 3 | 4;
  /** The companies the agency represents (keep the same array while it is the same list). */
  insurers?: readonly string[] | undefined;
  /** Choices to tick when the agency's form opens (keep the same object while the address is the same). */
  presets?: Readonly<Record<string, string>>;
  /** The quote intake the app composes in (a lazy component; keep the same one): offered after the plain send. */
  intake?: IntakeComponent | undefined;
};

// Memoised: a server-rendered form still waiting to hydrate must not be re-rendered (see DeferredContent).
const AgencyForm = memo(function AgencyForm({ kind, headingLevel = 2, insurers, presets, intake }: KindFormProps) {
  return (
    <DeferredRequestForm>
      <KindRequestForm kind={kind} headingLevel={headingLevel} insurers={insurers} presets={presets} intake={intake} />
    </DeferredRequestForm>
  );
});

export function KindForm(props: KindFormProps) {
  const { data: facts } = useSiteFacts();
  if (!facts) return null;
  const embed = props.kind.form.embed;
  const fallback = <AgencyForm {...props} />;
  if (!embed) return fallback;
  const src = (facts.forms as Readonly<Record<string, string | null | undefined>>)[embed.fact] ?? null;
  return <EmbeddedForm src={src} title={embed.title} height={embed.height} fallback={fallback} />;
}
