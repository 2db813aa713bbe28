// The shell both request forms share: a plain HTML form that posts to the service (and works without JavaScript),
// enhanced once its code has loaded — checked in the browser with the service's own sentences, sent as JSON with a
// form token old enough to be taken, and answered in place with the confirmation or the service's reason.
import { isServer } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { FIELD_MESSAGES, FORM_TOKEN_RULES } from '@/config/request-fields';
import { type RequestKind } from '@/config/request-kinds';
import { useRequestSettings } from '@/features/forms/api/request-settings';
import { sendRequest } from '@/features/forms/api/send-request';
import { ContactFields } from '@/features/forms/components/contact-fields';
import { PrivacyNotice } from '@/features/forms/components/privacy-notice';
import { RequestConfirmation } from '@/features/forms/components/request-confirmation';
import { SensitiveNumbersNote } from '@/features/forms/components/sensitive-numbers-note';
import { checkForm, recheckShownProblems } from '@/features/forms/lib/form-values';
import { FORM_TOKEN_MARKER, FormTokenKeeper, pageResponseStart } from '@/features/forms/lib/form-token-keeper';
import type { FieldErrors } from '@/features/forms/lib/validate-request';
import { useIsServerOrHydrating } from '@/lib/render-stamp';
import { telHref, useSiteFacts } from '@/lib/site-facts';

const UNREACHABLE = 'We could not reach our website to send your request. Check your connection and try again.';

/** `problem`: what the visitor reads above Send; `refused`: the service turned the request down (offer the phone). */
type Status = { phase: 'editing'; problem?: string; refused?: boolean } | { phase: 'sending' } | { phase: 'sent' };

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
};

export function RequestForm({ kind, headingLevel, requiredNote, submitLabel, insurers, children }: RequestFormProps) {
  const { data: facts } = useSiteFacts();
  const settings = useRequestSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const tokenField = useRef<HTMLInputElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const keeper = useRef<FormTokenKeeper | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ phase: 'editing' });
  // False in the server's HTML and while it hydrates; true once the form's code runs it (checks, JSON, in place).
  const enhanced = !useIsServerOrHydrating();

  /** The token of the served page when the service wrote one in, else one asked for. */
  const tokens = () => {
    keeper.current ??= new FormTokenKeeper(
      tokenField.current?.value ? { token: tokenField.current.value, receivedAt: pageResponseStart() } : null,
    );
    return keeper.current;
  };

  useEffect(() => {
    tokens().prefetch();
  });

  useEffect(() => {
    if (status.phase === 'sent') confirmationHeading.current?.focus();
  }, [status.phase]);

  /** Show the problems now, then move to the first field to fix (its description is already there). */
  const showProblems = (found: FieldErrors, problem: string) => {
    flushSync(() => {
      setErrors(found);
      setStatus({ phase: 'editing', problem });
    });
    const first = Array.from(formRef.current?.elements ?? []).find(
      (element) => element instanceof HTMLElement && 'name' in element && (element.name as string) in found,
    );
    if (first instanceof HTMLElement) first.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.phase === 'sending') return;
    const { values, problems } = checkForm(event.currentTarget, insurers);
    if (Object.keys(problems).length) {
      showProblems(problems, FIELD_MESSAGES.checkFields);
      return;
    }
    setErrors({});
    setStatus({ phase: 'sending' });
    try {
      const formToken = await tokens().ready(settings.data?.minimumSeconds ?? FORM_TOKEN_RULES.minimumSeconds);
      const outcome = await sendRequest({ ...values, formToken });
      if (outcome.sent) {
        tokens().forget(); // the service takes a token once
        setStatus({ phase: 'sent' });
      } else if (Object.keys(outcome.errors).length) {
        showProblems(outcome.errors, outcome.message);
      } else {
        // Refused as too quick or expired: the next try starts with a fresh token.
        if (outcome.status === 422) tokens().forget();
        setStatus({ phase: 'editing', problem: outcome.message, refused: true });
      }
    } catch {
      setStatus({ phase: 'editing', problem: UNREACHABLE, refused: true });
    }
  };

  if (status.phase === 'sent' && facts) {
    return <RequestConfirmation kind={kind} facts={facts} headingLevel={headingLevel} headingRef={confirmationHeading} />;
  }

  const sending = status.phase === 'sending';
  const problem = status.phase === 'editing' ? status.problem : undefined;
  const offerCall = status.phase === 'editing' && status.refused && facts && !problem?.includes(facts.phone);
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/requests"
      noValidate={enhanced}
      onSubmit={(event) => void submit(event)}
      onChange={(event) => {
        const form = event.currentTarget;
        setErrors((shown) => recheckShownProblems(shown, form, insurers));
      }}
      data-testid={`${kind}-request-form`}
      data-enhanced={enhanced ? '' : undefined}
      className="relative space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <input type="hidden" name="kind" value={kind} />
      {/* The service writes a fresh token over the marker in every page it serves; rendered in the browser, the
          field stays empty and a token is asked for. */}
      <input
        ref={tokenField}
        type="hidden"
        name="formToken"
        defaultValue={isServer ? FORM_TOKEN_MARKER : undefined}
        suppressHydrationWarning
      />
      <HoneypotField />
      <div className="space-y-2 border-b border-slate-200 pb-5">
        <p className="text-slate-800">{requiredNote}</p>
        <SensitiveNumbersNote />
      </div>
      <ContactFields errors={errors} />
      {children(errors)}
      {facts ? <PrivacyNotice agencyName={facts.name} settings={settings.data} /> : null}
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
      <Button type="submit" size="lg" aria-disabled={sending || undefined} className="w-full sm:w-auto">
        {sending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}

/** A field people never see or reach: only a robot fills it in, and the service then stores nothing. */
function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
