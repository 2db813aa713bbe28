// BusinessFooterStrip: the band that closes every business page — a short pitch with quote, contact and call.
import { useId } from 'react';
import { Container } from '@/components/ui/container';
import { ContactButtons } from '@/features/insurance/components/contact-buttons';

/** `quoteHref`: where Request a Quote leads (a product page's: the form with its coverage ticked). */
export function BusinessFooterStrip({ quoteHref }: { quoteHref?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 bg-navy-50">
      <Container className="flex flex-col gap-6 py-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold text-navy-900">
            Protect the business you built
          </h2>
          <p className="mt-2 leading-7 text-slate-700">
            From a one-person shop to a growing contractor, we help Milford-area businesses put liability, property,
            vehicles, workers&apos; compensation and bonds together in one program that fits.
          </p>
        </div>
        <ContactButtons quoteHref={quoteHref} className="shrink-0" />
      </Container>
    </section>
  );
}
