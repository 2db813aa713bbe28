// The agency's own policy change request form (its own chunk): contact fields, policy number, insurer, the kind
// of change, the date it should take effect and the details.
import { PolicyChangeFields } from '@/features/forms/components/policy-change-fields';
import { RequestForm } from '@/features/forms/components/request-form';

type PolicyChangeRequestFormProps = {
  headingLevel: 2 | 3 | 4;
  /** The companies the agency represents; unknown while they load. */
  insurers: readonly string[] | undefined;
};

export function PolicyChangeRequestForm({ headingLevel, insurers }: PolicyChangeRequestFormProps) {
  return (
    <RequestForm
      kind="policy-change"
      headingLevel={headingLevel}
      insurers={insurers}
      requiredNote={
        <>
          <strong>We need your name, a phone number or e-mail address, and the kind of change.</strong> Your policy
          number and the other details are optional, but they help us find your policy faster.
        </>
      }
      submitLabel="Send my change request"
    >
      {(errors) => <PolicyChangeFields errors={errors} insurers={insurers ?? []} />}
    </RequestForm>
  );
}
