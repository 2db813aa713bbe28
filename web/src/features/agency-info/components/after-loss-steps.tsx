// AfterLossSteps: "What to do first after an accident or a loss", the copy's steps in order, with {phone} shown as
// the agency's number, a link that calls it.
import { Fragment, useId } from 'react';
import type { AfterLoss } from '@/features/agency-info/types';
import { telHref } from '@/lib/site-facts';
import { ONLINE_SERVICES_SECTIONS } from '@/config/online-services-sections';

const PHONE = '{phone}';

/** One step's text, each {phone} a tel: link to the agency's number (the number as text while facts load). */
function StepText({ text, phone }: { text: string; phone: string | undefined }) {
  const parts = text.split(PHONE);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        phone ? (
          <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-teal-700 underline hover:text-teal-900">
            {phone}
          </a>
        ) : (
          'our office'
        )
      ) : null}
      {part}
    </Fragment>
  ));
}

export function AfterLossSteps({ copy, phone }: { copy: AfterLoss; phone: string | undefined }) {
  const id = useId();
  return (
    <section
      id={ONLINE_SERVICES_SECTIONS.afterLoss}
      aria-labelledby={id}
      className="scroll-mt-6 space-y-5 rounded-xl border border-amber-200 bg-amber-50 p-6"
    >
      <h2 id={id} className="text-2xl font-bold text-navy-900">
        {copy.heading}
      </h2>
      <ol className="list-decimal space-y-3 pl-6 leading-7 text-slate-800 marker:font-bold marker:text-navy-900">
        {copy.steps.map((step) => (
          <li key={step}>
            <StepText text={step} phone={phone} />
          </li>
        ))}
      </ol>
    </section>
  );
}
