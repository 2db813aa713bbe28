// What a visitor reads once a request is received, in place of the form or at /request-received after a plain
// form post: the service's thanks, what happens next for the kind of request, and the office hours and phone.
import type { Ref } from 'react';
import { replyPromise } from '@/config/answer-time';
import { kindOf, type RequestKind } from '@/config/request-kinds';
import { HoursList } from '@/components/ui/hours-list';
import { Icon } from '@/components/ui/icon';
import { telHref, type SiteFacts } from '@/lib/site-facts';

// The confirmation's heading and note are the kind's words in request_kinds.json, like its form's.
const ANY_HEADING = 'Thank you, we received your request';

/** The kind named in the received page's address (`?kind=`), or null when it names none. */
export function confirmedKindOf(value: string | null): RequestKind | null {
  return kindOf(value)?.id ?? null;
}

type RequestConfirmationProps = {
  kind: RequestKind | null;
  /** The request's reference (config/request-fields.ts requestReferenceOf), or null when there is none to show. */
  reference: string | null;
  facts: Pick<SiteFacts, 'phone' | 'hours' | 'answerTime'>;
  headingLevel: 2 | 3 | 4;
  /** The heading, so the form can move focus to it when the request is received. */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function RequestConfirmation({
  kind,
  reference,
  facts,
  headingLevel,
  headingRef,
}: RequestConfirmationProps) {
  const Heading = `h${headingLevel}` as const;
  const form = kindOf(kind)?.form;
  return (
    <section
      data-testid="request-confirmation"
      className="rounded-xl border border-teal-200 bg-teal-50 p-5 text-slate-800 sm:p-8"
    >
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-600 text-white">
          <Icon className="size-6">
            <path d="M20 6 9 17l-5-5" />
          </Icon>
        </span>
        <div className="min-w-0 space-y-3">
          <Heading ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none sm:text-2xl">
            {form?.confirmation ?? ANY_HEADING}
          </Heading>
          <p className="text-lg">{replyPromise(facts)}</p>
          {reference ? <ReferenceNote reference={reference} /> : null}
          {form?.confirmationNote ? <p>{form.confirmationNote}</p> : null}
          <div>
            <p className="font-semibold text-navy-900">Our office hours</p>
            <HoursList
              hours={facts.hours}
              className="mt-1 grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm"
              row="contents"
              days="text-slate-600"
              times="font-medium"
            />
          </div>
          <p>
            Need us sooner? Call{' '}
            <a href={telHref(facts.phone)} className="font-semibold text-navy-900 underline underline-offset-4">
              {facts.phone}
            </a>
            .
          </p>
        </div>
      </div>
    </section>
  );
}

/** The reference, large enough to read out on the phone. */
function ReferenceNote({ reference }: { reference: string }) {
  return (
    <div data-testid="request-reference" className="rounded-md border border-teal-300 bg-white px-4 py-3">
      <p className="text-lg text-navy-900">
        Your reference: <strong className="font-mono text-2xl font-bold tracking-wider">{reference}</strong>
      </p>
      <p className="mt-1 text-sm text-slate-600">Please quote it if you call or write to us about this request.</p>
    </div>
  );
}
