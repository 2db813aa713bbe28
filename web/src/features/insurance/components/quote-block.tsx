// QuoteBlock: the call to action that closes every product page — Request a Quote, Contact Us and the phone.
import { useId } from 'react';
import { ContactButtons } from '@/features/insurance/components/contact-buttons';

export function QuoteBlock({ heading = 'Get a quote' }: { heading?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-navy-900 p-6 text-white shadow-sm sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="mt-3 max-w-2xl leading-7 text-navy-100">
        Tell us what you would like to insure and a local agent will compare coverage from several companies and
        walk you through the options. A quote costs nothing and does not commit you to anything.
      </p>
      <ContactButtons tone="dark" className="mt-6" />
    </section>
  );
}
