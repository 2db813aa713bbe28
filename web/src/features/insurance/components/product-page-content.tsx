// ProductPageContent: the one template of the 17 product and business pages — intro, sections, links, quote block
// with Book a Call (its Request a Quote opens the form with the product's coverage ticked).
import { ArrowRightIcon } from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import { ContentLink } from '@/features/insurance/components/content-link';
import { CopySectionBlock } from '@/components/ui/copy-section';
import { QuoteBlock } from '@/features/insurance/components/quote-block';
import type { CopyLink, ProductPage } from '@/features/insurance/types';

/** `quoteHref`: where its Request a Quote leads (the page's own, features/insurance/lib/use-quote-href). */
export function ProductPageContent({ page, quoteHref }: { page: ProductPage; quoteHref: string }) {
  const [lead, ...intro] = page.intro;
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        {lead ? <p className="text-lg leading-8 text-slate-700">{lead}</p> : null}
        {intro.map((paragraph) => (
          <p key={paragraph} className="leading-7 text-slate-700">
            {paragraph}
          </p>
        ))}
      </div>
      {page.sections.map((section) => (
        <CopySectionBlock key={section.heading} section={section} look="product" />
      ))}
      {page.links?.length ? <RelatedLinks links={page.links} /> : null}
      <QuoteBlock quoteHref={quoteHref} withBooking />
    </div>
  );
}

function RelatedLinks({ links }: { links: CopyLink[] }) {
  return (
    <LabelledSection
      title="Learn more"
      className="rounded-xl border border-slate-200 bg-slate-50 p-6"
      headingClassName="text-xl font-bold text-navy-900"
    >
      <ul className="mt-4 space-y-4">
        {links.map((link) => (
          <li key={link.href} className="flex gap-3">
            <ArrowRightIcon className="mt-1 size-4 shrink-0 text-teal-600" />
            <div className="min-w-0">
              <ContentLink
                href={link.href}
                className="font-semibold break-words text-navy-800 underline decoration-navy-200 underline-offset-4 hover:text-teal-700 hover:decoration-teal-600"
              >
                {link.label}
              </ContentLink>
              {link.description ? <p className="mt-1 text-sm leading-6 text-slate-600">{link.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
