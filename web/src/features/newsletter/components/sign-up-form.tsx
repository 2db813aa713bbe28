// The newsletter's sign-up form (footer, end of a post, /newsletter): e-mail, an optional name, the topics, and the
// consent sentence under the button. A native form first: without JavaScript (or before its code hydrates) it posts
// to /api/newsletter/subscribe, which answers with the check-your-inbox page. With it, the answer shows in place.
import { isServer } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { fieldClasses } from '@/components/ui/input';
import { FORM_TOKEN_MARKER } from '@/config/form-token';
import { postedText, postedTopics, useTakePostedSignUp, type PostedSignUp } from '@/features/newsletter/lib/posted-sign-up';
import { sendSignUp } from '@/features/newsletter/lib/send-sign-up';
import type { FormTokens, NewsletterCopy } from '@/features/newsletter/types';
import { cn } from '@/lib/cn';

export type SignUpFormProps = {
  copy: NewsletterCopy;
  /** Where the form is, recorded with the consent: "/newsletter", "/blog/<slug>", "footer:<path>". */
  page: string;
  tokens: FormTokens;
  /** "dark": on the footer's navy. */
  look?: 'light' | 'dark';
  /** Each topic's description under its title (the /newsletter page). */
  descriptions?: boolean;
};

type State = { phase: 'editing' | 'sending'; problem?: string; errors: Record<string, string> } | { phase: 'sent'; message: string };

const LOOKS = {
  light: { label: 'text-navy-900', hint: 'text-slate-600', problem: 'text-red-700', consent: 'text-slate-600', box: 'border-red-200 bg-red-50 text-red-900' },
  dark: { label: 'text-white', hint: 'text-navy-200', problem: 'text-red-200', consent: 'text-navy-200', box: 'border-red-300/40 bg-red-950/40 text-red-100' },
};

type Look = (typeof LOOKS)[keyof typeof LOOKS];

/** A field's problem under it (its id is what the field's aria-describedby names); nothing when there is none. */
function Problem({ id, message, look }: { id: string; message: string | undefined; look: Look }) {
  return message ? <p id={id} className={cn('text-sm font-medium', look.problem)}>{message}</p> : null;
}

export function SignUpForm({ copy, page, tokens, look = 'light', descriptions = false }: SignUpFormProps) {
  // A refused plain post of this form: its problems and what was typed, from the start.
  const posted = useTakePostedSignUp(page);
  const [state, setState] = useState<State>({ phase: 'editing', errors: posted?.errors ?? {}, problem: posted?.problem });
  const answer = useRef<HTMLParagraphElement>(null);
  const colors = LOOKS[look];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'sending') return;
    const form = event.currentTarget;
    setState({ phase: 'sending', errors: {} });
    const outcome = await sendSignUp(new FormData(form), page, tokens);
    if (outcome.sent) {
      setState({ phase: 'sent', message: outcome.message });
      requestAnimationFrame(() => answer.current?.focus());
      return;
    }
    setState({ phase: 'editing', problem: outcome.message, errors: outcome.errors });
    const first = Object.keys(outcome.errors)[0];
    if (first) requestAnimationFrame(() => form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus());
  };

  if (state.phase === 'sent') {
    return (
      <p ref={answer} tabIndex={-1} role="status" data-testid="newsletter-sent" className={cn('font-semibold outline-none', colors.label)}>
        {state.message}
      </p>
    );
  }
  return (
    <form
      action="/api/newsletter/subscribe"
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={tokens.prefetch}
      data-testid="newsletter-form"
      className="space-y-4"
    >
      <div role="alert" className="empty:hidden">
        {state.problem ? <p className={cn('rounded-md border px-3 py-2 text-sm font-semibold', colors.box)}>{state.problem}</p> : null}
      </div>
      <SignUpFields copy={copy} errors={state.errors} look={colors} descriptions={descriptions} posted={posted} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="formToken" defaultValue={isServer ? FORM_TOKEN_MARKER : undefined} suppressHydrationWarning />
      <HoneypotField />
      <button type="submit" aria-disabled={state.phase === 'sending' || undefined} className={buttonVariants({ className: 'w-full sm:w-auto' })}>
        {state.phase === 'sending' ? 'Subscribing…' : 'Subscribe'}
      </button>
      <p data-testid="newsletter-consent" className={cn('text-sm', colors.consent)}>{copy.consentText}</p>
    </form>
  );
}

type FieldsProps = {
  copy: NewsletterCopy;
  errors: Record<string, string>;
  look: Look;
  descriptions: boolean;
  posted: PostedSignUp | null;
};

/** E-mail and name side by side from sm up, then the topics, each with its problem under it. */
function SignUpFields({ copy, errors, look, descriptions, posted }: FieldsProps) {
  const id = useId();
  const problemId = (field: string) => (errors[field] ? `${id}-${field}-problem` : undefined);
  const label = cn('block text-sm font-semibold', look.label);
  const field = (name: string) => ({ name, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': problemId(name), className: cn(fieldClasses, 'h-11') });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-email`} className={label}>E-mail address</label>
          <input id={`${id}-email`} type="email" required autoComplete="email" defaultValue={postedText(posted, 'email')} {...field('email')} />
          <Problem id={`${id}-email-problem`} message={errors.email} look={look} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-name`} className={label}>
            Name <span className={cn('font-normal', look.hint)}>(optional)</span>
          </label>
          <input id={`${id}-name`} type="text" autoComplete="name" defaultValue={postedText(posted, 'name')} {...field('name')} />
          <Problem id={`${id}-name-problem`} message={errors.name} look={look} />
        </div>
      </div>
      <fieldset aria-describedby={problemId('topics')} className="space-y-2">
        <legend className={label}>Topics</legend>
        <div className={cn('flex flex-col gap-2', !descriptions && 'sm:flex-row sm:flex-wrap sm:gap-x-6')}>
          {copy.topics.map((topic) => (
            <label key={topic.id} className={cn('flex items-start gap-2', look.label)}>
              <input type="checkbox" name="topics" value={topic.id} defaultChecked={postedTopics(posted).includes(topic.id)} className="mt-1 size-4 shrink-0 accent-teal-600" />
              <span>
                <span className="font-medium">{topic.title}</span>
                {descriptions ? <span className={cn('block text-sm', look.hint)}>{topic.description}</span> : null}
              </span>
            </label>
          ))}
        </div>
        <Problem id={`${id}-topics-problem`} message={errors.topics} look={look} />
      </fieldset>
    </>
  );
}
