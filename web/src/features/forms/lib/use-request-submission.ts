// How a request form is sent once its code runs: checked in the browser with the service's own sentences, sent as
// JSON with a form token old enough to be taken and where the request came from, and answered in place with the confirmation or the service's reason.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { FIELD_MESSAGES, FORM_TOKEN_RULES } from '@/config/request-fields';
import { useRequestSettings } from '@/features/forms/api/request-settings';
import { sendRequest } from '@/features/forms/api/send-request';
import { checkForm, recheckShownProblems } from '@/features/forms/lib/form-values';
import { FormTokenKeeper, pageResponseStart } from '@/features/forms/lib/form-token-keeper';
import type { PostedRequest } from '@/features/forms/lib/posted-request';
import type { FieldErrors, RequestValues } from '@/features/forms/lib/validate-request';
import { requestSource } from '@/features/forms/lib/visit-source';

const UNREACHABLE = 'We could not reach our website to send your request. Check your connection and try again.';

/**
 * `problem`: what the visitor reads above Send; `refused`: the service turned the request down (offer the phone);
 * `posted`: the page shows a refused plain post again (its notice stands above the fields until the next Send).
 */
export type SubmissionStatus =
  | { phase: 'editing'; problem?: string; refused?: boolean; posted?: PostedRequest }
  | { phase: 'sending' }
  | { phase: 'sent'; reference: string | null; intake: boolean };

type Fields = {
  formRef: RefObject<HTMLFormElement | null>;
  /** The hidden token field: the served page's token when the service wrote one in. */
  tokenField: RefObject<HTMLInputElement | null>;
  /** The insurers a policy change may name; unknown while loading. */
  insurers: readonly string[] | undefined;
  /** The refused plain post the page was rendered with: its problems are shown from the start. */
  posted: PostedRequest | null;
};

/** The token of the served page when the service wrote one in, else one asked for; kept for the form's life. */
function useFormTokens(tokenField: RefObject<HTMLInputElement | null>) {
  const keeper = useRef<FormTokenKeeper | null>(null);
  const tokens = () => {
    keeper.current ??= new FormTokenKeeper(
      tokenField.current?.value ? { token: tokenField.current.value, receivedAt: pageResponseStart() } : null,
    );
    return keeper.current;
  };
  useEffect(() => {
    tokens().prefetch();
  });
  return tokens;
}

/** Moves focus to the form's first field named in `found` (its description is already there). */
function focusFirstProblem(form: HTMLFormElement | null, found: FieldErrors) {
  const first = Array.from(form?.elements ?? []).find(
    (element) => element instanceof HTMLElement && 'name' in element && (element.name as string) in found,
  );
  if (first instanceof HTMLElement) first.focus();
}

/** The form's shown problems and status, what Send does, and what an edit does to the problems shown. */
export function useRequestSubmission({ formRef, tokenField, insurers, posted }: Fields) {
  const settings = useRequestSettings();
  const tokens = useFormTokens(tokenField);
  const [errors, setErrors] = useState<FieldErrors>(posted?.errors ?? {});
  const [status, setStatus] = useState<SubmissionStatus>(posted ? { phase: 'editing', posted } : { phase: 'editing' });

  /** Show the problems now, then move to the first field to fix. */
  const showProblems = (found: FieldErrors, problem: string) => {
    flushSync(() => {
      setErrors(found);
      setStatus({ phase: 'editing', problem });
    });
    focusFirstProblem(formRef.current, found);
  };

  const send = async (values: RequestValues, intake: boolean) => {
    setErrors({});
    setStatus({ phase: 'sending' });
    try {
      const formToken = await tokens().ready(settings.data?.minimumSeconds ?? FORM_TOKEN_RULES.minimumSeconds);
      const outcome = await sendRequest({ ...values, formToken }, requestSource(), { intake });
      if (outcome.sent) {
        tokens().forget(); // the service takes a token once
        setStatus({ phase: 'sent', reference: outcome.reference, intake: outcome.intake });
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.phase === 'sending') return;
    const { values, problems } = checkForm(event.currentTarget, insurers);
    // The quote's "Add details" button sends the same form and goes on to the intake's steps.
    const intake = (event.nativeEvent as SubmitEvent).submitter?.hasAttribute('data-intake') ?? false;
    if (Object.keys(problems).length) showProblems(problems, FIELD_MESSAGES.checkFields);
    else void send(values, intake);
  };

  const recheck = (form: HTMLFormElement) => setErrors((shown) => recheckShownProblems(shown, form, insurers));

  return { settings: settings.data, errors, status, submit, recheck };
}
