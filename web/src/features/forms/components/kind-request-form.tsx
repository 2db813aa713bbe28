// The agency's own form for a kind of request (its own chunk): the contact fields, then the kind's own fields and
// message box, with what must be filled in and the button in the kind's words (request_kinds.json).
import type { KindDefinition } from '@/config/request-kinds';
import { KindFields } from '@/features/forms/components/kind-fields';
import { RequestForm, type IntakeComponent } from '@/features/forms/components/request-form';

type KindRequestFormProps = {
  kind: KindDefinition;
  headingLevel: 2 | 3 | 4;
  /** The companies the agency represents; unknown while they load (or not asked for). */
  insurers?: readonly string[] | undefined;
  /** Choices to tick when the form opens, by field name (the page's address). */
  presets?: Readonly<Record<string, string>>;
  /** The quote intake, offered after the plain send (request-form.tsx). */
  intake?: IntakeComponent | undefined;
};

export function KindRequestForm({ kind, headingLevel, insurers, presets, intake }: KindRequestFormProps) {
  return (
    <RequestForm
      kind={kind.id}
      headingLevel={headingLevel}
      insurers={insurers}
      requiredNote={
        <>
          <strong>{kind.form.needed}</strong> {kind.form.optional}
        </>
      }
      submitLabel={kind.form.button}
      intake={intake}
    >
      {(errors) => <KindFields kind={kind} errors={errors} insurers={insurers ?? []} presets={presets} />}
    </RequestForm>
  );
}
