// QuoteBlock: the call to action that closes every product page — Request a Quote, Book a Call (on a product page),
// Contact Us and the phone.
import { LabelledSection } from '@/components/ui/labelled-section';
import { ContactButtons } from '@/features/insurance/components/contact-buttons';

/** `quoteHref`: where Request a Quote leads (a product page's: the form with its coverage ticked). */
export function QuoteBlock({
  heading = 'Get a quote',
  quoteHref,
  withBooking = false,
}: {
  heading?: string;
  quoteHref?: string;
  withBooking?: boolean;
}) {
  return (
    <LabelledSection
      title={heading}
      className="rounded-xl bg-navy-900 p-6 text-white shadow-sm sm:p-8"
      headingClassName="text-2xl font-bold"
    >
      <p className="mt-3 max-w-2xl leading-7 text-navy-100">
        Tell us what you would like to insure and a local agent will compare coverage from several companies and
        walk you through the options. A quote costs nothing and does not commit you to anything.
      </p>
      <ContactButtons tone="dark" quoteHref={quoteHref} withBooking={withBooking} className="mt-6" />
    </LabelledSection>
  );
}
