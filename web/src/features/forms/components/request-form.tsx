// The shell both request forms share: a plain HTML form that posts to the service (and works without JavaScript),
// enhanced once its code has loaded (useRequestSubmission: checked in the browser, sent as JSON, answered in place).
// A plain post the service refused comes back as this page with the visitor's answers and the problems in place.
import { isServer } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import type { RequestKind } from '@/config/request-kinds';
import { ConsentSentence } from '@/features/forms/components/consent-sentence';
import { ContactFields } from '@/features/forms/components/contact-fields';
import { PrivacyLink } from '@/features/forms/components/privacy-link';
import { PrivacyNotice } from '@/features/forms/components/privacy-notice';
import { RequestConfirmation } from '@/features/forms/components/request-confirmation';
import { SensitiveNumbersNote } from '@/features/forms/components/sensitive-numbers-note';
import { IntakeBoundary } from '@/features/forms/components/intake-boundary';
import { IntakeOffer } from '@/features/forms/components/intake-offer';
import { FORM_TOKEN_MARKER } from '@/features/forms/lib/form-token-keeper';
import { PostedRequestProvider, useTakePostedRequest, type PostedRequest } from '@/features/forms/lib/posted-request';
import { useRequestSubmission, type SubmissionStatus } from '@/features/forms/lib/use-request-submission';
import type { FieldErrors } from '@/features/forms/lib/validate-request';
import { useIsServerOrHydrating } from '@/lib/render-stamp';
import { telHref, useSiteFacts, type SiteFacts } from '@/lib/site-facts';

type RequestFormProps = {
  kind: RequestKind;
  /** Level of the confirmation's heading: one below the heading the form sits under. */
  headingLevel: 2 | 3 | 4;
  /** What must be filled in, said above the fields. */
  requiredNote: ReactNode;
  submitLabel: string;
  /** The insurers a policy change may name; unknown while loading. */
  insurers?: readonly string[] | undefined;
  /** The kind's own fields, with the problems to show. */
  children: (errors: FieldErrors) => ReactNode;
  /**
   * The quote intake (features/intake, composed in by the app, lazily): given, the form offers "Add details so we can
   * quote without calling you back" after its plain send, and shows the intake's steps once sent that way.
   */
  intake?: IntakeComponent | undefined;
};

/** What the form gives the intake: the sent request's reference and its confirmation for after the steps. */
export type IntakeProps = {
  reference: string | null;
  confirmation: (reference: string | null) => ReactNode;
  /** Called once the confirmation is shown: focus moves to its heading. */
  onConfirmed: () => void;
};
export type IntakeComponent = ComponentType<IntakeProps>;

export function RequestForm({ kind, headingLevel, requiredNote, submitLabel, insurers, children, intake: Intake }: RequestFormProps) {
  const { data: facts } = useSiteFacts();
  const formRef = useRef<HTMLFormElement>(null);
  const tokenField = useRef<HTMLInputElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const posted = useTakePostedRequest();
  const { settings, errors, status, submit, recheck } = useRequestSubmission({ formRef, tokenField, insurers, posted });
  // False in the server's HTML and while it hydrates; true once the form's code runs it (checks, JSON, in place).
  const enhanced = !useIsServerOrHydrating();

  // The intake could not be shown and the visitor sent the request as it was: the confirmation follows.
  const [intakeFailedSent, setIntakeFailedSent] = useState(false);
  const focusConfirmation = useCallback(() => confirmationHeading.current?.focus(), []);
  useEffect(() => {
    if (status.phase === 'sent') focusConfirmation();
  }, [status.phase, intakeFailedSent, focusConfirmation]);

  const confirmation = (reference: string | null) =>
    facts ? (
      <RequestConfirmation
        kind={kind}
        reference={reference}
        facts={facts}
        headingLevel={headingLevel}
        headingRef={confirmationHeading}
      />
    ) : null;
  if (status.phase === 'sent' && status.intake && Intake && !intakeFailedSent) {
    return (
      <IntakeBoundary onSent={() => setIntakeFailedSent(true)}>
        <Suspense fallback={<p role="status" className="py-10 text-center text-slate-600">Loading your questions...</p>}>
          <Intake reference={status.reference} confirmation={confirmation} onConfirmed={focusConfirmation} />
        </Suspense>
      </IntakeBoundary>
    );
  }
  if (status.phase === 'sent' && facts) return confirmation(status.reference);
  return (
    <PostedRequestProvider value={posted}>
      <form
        ref={formRef}
        method="post"
        action="/api/requests"
        noValidate={enhanced}
        onSubmit={submit}
        onChange={(event) => recheck(event.currentTarget)}
        data-testid={`${kind}-request-form`}
        data-enhanced={enhanced ? '' : undefined}
        className="relative space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <input type="hidden" name="kind" value={kind} />
        <FormTokenField fieldRef={tokenField} />
        <HoneypotField />
        {status.phase === 'editing' && status.posted ? (
          <PostedProblems posted={status.posted} headingLevel={headingLevel} />
        ) : null}
        <div className="space-y-2 border-b border-slate-200 pb-5">
          <p className="text-slate-800">{requiredNote}</p>
          <SensitiveNumbersNote />
        </div>
        <ConsentSentence />
        <ContactFields errors={errors} />
        {children(errors)}
        {facts ? <PrivacyNotice agencyName={facts.name} settings={settings} /> : null}
        <FormProblem status={status} facts={facts} />
        <div data-testid="submit-row" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <Button type="submit" size="lg" aria-disabled={status.phase === 'sending' || undefined} className="w-full sm:w-auto">
            {status.phase === 'sending' ? 'Sending...' : submitLabel}
          </Button>
          <PrivacyLink />
        </div>
        {Intake ? <IntakeOffer headingLevel={headingLevel} sending={status.phase === 'sending'} /> : null}
      </form>
    </PostedRequestProvider>
  );
}

/** Above the fields of a form shown again after its plain post was refused: what happened, and what to fix. */
function PostedProblems({ posted, headingLevel }: { posted: PostedRequest; headingLevel: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const fixes = [...new Set(Object.values(posted.errors))];
  return (
    <div className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <Heading className="font-semibold">{posted.heading}</Heading>
      <p className="mt-1">{posted.problem}</p>
      {fixes.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {fixes.map((fix) => (
            <li key={fix}>{fix}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The form's token. The service writes a fresh one over the marker in every page it serves; rendered in the browser,
 * the field stays empty and a token is asked for.
 */
function FormTokenField({ fieldRef }: { fieldRef: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={fieldRef}
      type="hidden"
      name="formToken"
      defaultValue={isServer ? FORM_TOKEN_MARKER : undefined}
      suppressHydrationWarning
    />
  );
}

/** What stands in the way of sending, above Send; when the service refused, with the phone (unless it named it). */
function FormProblem({ status, facts }: { status: SubmissionStatus; facts: SiteFacts | undefined }) {
  const problem = status.phase === 'editing' ? status.problem : undefined;
  const offerCall = status.phase === 'editing' && status.refused && facts && !problem?.includes(facts.phone);
  return (
    <div role="alert" className="empty:hidden">
      {problem ? (
        <div className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{problem}</p>
          {offerCall && facts ? (
            <p className="mt-1 text-sm">
              You can also call us at{' '}
              <a href={telHref(facts.phone)} className="font-semibold underline underline-offset-4">
                {facts.phone}
              </a>
              .
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
