// The resume page's inside (/request-quote/resume#link=…): asks for the 6-digit code shown when the visitor chose
// "Finish later", opens the intake again with the mailed link and the code, keeps the new token where the steps read
// it (sessionStorage `intake-token`) and shows the steps at the step kept. An unknown, used, replaced or expired
// link gets a page of its own that says what happened and what to do. The link is read after the first render: it
// is after "#", which no server sees, so a server render and the browser's first one agree.
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { resumeWithCode } from '@/features/intake/components/resume-api';
import { ResumedIntakeSlot } from '@/features/intake/components/resume-slots';
import { isApiError } from '@/lib/api-client';
import { keepIntakeToken } from '@/lib/intake-token';
import { useSiteFacts } from '@/lib/site-facts';

const LINK_MARK = '#link=';
const CODE = /^[0-9]{6}$/;
const NO_ANSWER = 'We could not reach our website. Check your connection, then try again.';

/** The link's token from the address's fragment, or '' when the address has none. */
export function linkOfHash(hash: string): string {
  return hash.startsWith(LINK_MARK) ? hash.slice(LINK_MARK.length).trim() : '';
}

type Phase =
  | { at: 'asking'; link: string }
  | { at: 'resumed'; step: string }
  | { at: 'gone'; heading: string; message: string };

const NO_LINK = {
  heading: 'Open the link from our e-mail',
  message: 'This page opens the details you saved from the link in our "Finish later" e-mail. Open that link, or start again.',
};

/** The confirmation of the sent request (the quote form's), given by the route; its heading takes `headingRef`. */
type Confirmation = (reference: string | null, headingRef: RefObject<HTMLHeadingElement | null>) => ReactNode;

const subscribeToHash = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

export function ResumePage({ confirmation }: { confirmation: Confirmation }) {
  // null while server-rendering (and hydrating): the link is known in the browser only.
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => null);
  const [answered, setAnswered] = useState<Phase | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const link = hash === null ? '' : linkOfHash(hash);
  const phase: Phase | null = hash === null ? null : (answered ?? (link ? { at: 'asking', link } : { at: 'gone', ...NO_LINK }));

  useEffect(() => {
    if (phase?.at === 'gone' || phase?.at === 'resumed') heading.current?.focus();
  }, [phase?.at]);

  if (phase === null) return null;
  if (phase.at === 'asking') return <CodeForm link={phase.link} onDone={setAnswered} />;
  if (phase.at === 'gone') {
    return (
      <GonePage headingRef={heading} heading={phase.heading}>
        {phase.message}
      </GonePage>
    );
  }
  return <Resumed step={phase.step} headingRef={heading} confirmation={confirmation} />;
}

function CodeForm({ link, onDone }: { link: string; onDone: (phase: Phase) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!CODE.test(digits)) {
      setError('Enter the 6 digits shown on screen when you chose "Finish later".');
      return;
    }
    setError(null);
    setProblem(null);
    setPending(true);
    try {
      const resumed = await resumeWithCode(link, digits);
      keepIntakeToken(resumed.token);
      onDone({ at: 'resumed', step: resumed.step });
    } catch (failure) {
      setPending(false);
      if (!isApiError(failure)) setProblem(NO_ANSWER);
      else if (failure.status === 422) setError(failure.message);
      else if (failure.status === 404) onDone({ at: 'gone', heading: 'We don\u2019t recognise this link', message: failure.message });
      else if (failure.status === 410) onDone({ at: 'gone', heading: 'This link no longer works', message: failure.message });
      else setProblem(failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-md space-y-5">
      <p className="text-slate-800">
        To go on with your quote request, enter the 6-digit code that was shown on screen when you chose “Finish
        later”. It is not in the e-mail.
      </p>
      <TextField
        label="6-digit code"
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={error}
      />
      {problem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-900">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? 'Opening your details...' : 'Continue'}
      </Button>
    </form>
  );
}

type HeadingProps = { headingRef: RefObject<HTMLHeadingElement | null> };

function GonePage({ heading, headingRef, children }: HeadingProps & { heading: string; children: ReactNode }) {
  const { data: facts } = useSiteFacts();
  return (
    <section data-testid="resume-gone" className="max-w-2xl space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-900 focus:outline-none">
        {heading}
      </h2>
      <p className="text-slate-800">{children}</p>
      <p className="text-slate-800">
        Nothing you saved is shown here.{facts?.phone ? ` You can also call us at ${facts.phone}.` : ''}
      </p>
      <Link href={paths.requestQuote.getHref()} className={buttonVariants({ variant: 'primary' })}>
        Start a new quote request
      </Link>
    </section>
  );
}

function Resumed({ step, headingRef, confirmation }: HeadingProps & { step: string; confirmation: Confirmation }) {
  // Once sent, focus moves to the confirmation's heading, as on the quote form.
  const confirmed = useRef<HTMLHeadingElement>(null);
  return (
    <div className="space-y-6">
      <h2
        ref={headingRef}
        tabIndex={-1}
        data-testid="resume-welcome"
        data-step={step}
        className="text-2xl font-bold text-navy-900 focus:outline-none"
      >
        Welcome back: your answers are open again
      </h2>
      {ResumedIntakeSlot ? (
        <Suspense fallback={<p role="status">Loading your questions...</p>}>
          <ResumedIntakeSlot
            reference={null}
            confirmation={(reference) => confirmation(reference, confirmed)}
            onConfirmed={() => confirmed.current?.focus()}
          />
        </Suspense>
      ) : (
        <p className="text-slate-800">You can go on in this tab where you stopped.</p>
      )}
    </div>
  );
}
