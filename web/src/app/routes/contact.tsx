// Contact page (/contact): server page title and text, phone/text/fax/e-mail, office hours with the special-date
// notice, address and map.
import { Link } from 'wouter';
import { Container } from '@/components/ui/container';
import { LabelledSection } from '@/components/ui/labelled-section';
import { PageHeading } from '@/components/ui/page-heading';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { replyPromise } from '@/config/answer-time';
import { ContactMethods } from '@/features/contact/components/contact-methods';
import { OfficeHours } from '@/features/contact/components/office-hours';
import { OfficeLocation } from '@/features/contact/components/office-location';
import { SpecialHoursSlot } from '@/features/special-hours/components/special-hours-slot';
import { usePage } from '@/features/pages/api/get-page';
import { PageParagraphs } from '@/features/pages/components/page-paragraphs';
import { formatAddress, useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function ContactRoute() {
  const { data: page } = usePage('contact');
  const { data: facts } = useSiteFacts();
  usePageTitle(paths.contact.title, {
    description: facts
      ? `Call, text or e-mail ${facts.name}, or visit the office at ${formatAddress(facts.address)}. Office hours and directions.`
      : undefined,
    jsonLd: [facts && { kind: 'agency', facts }],
  });

  // The agency's numbers come from the site facts, so they show even while (or if) the page text is missing.
  return (
    <>
      <PageHeading title={page?.title ?? paths.contact.title} />
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        <div className="min-w-0 space-y-8">
          {page ? <PageParagraphs content={page.content} /> : null}
          {facts ? (
            <LabelledSection
              title="Call, Text or E-mail"
              className="space-y-4"
              headingClassName="text-xl font-bold text-navy-900"
            >
              <ContactMethods facts={facts} />
              <p className="text-slate-700">Write to us or send a request. {replyPromise(facts)}</p>
            </LabelledSection>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href={paths.requestQuote.getHref()} className={buttonVariants()}>
              Request a Quote
            </Link>
            <Link href={paths.book.getHref()} className={buttonVariants({ variant: 'outline' })}>
              {paths.book.title}
            </Link>
            <Link href={paths.requestPolicyChange.getHref()} className={buttonVariants({ variant: 'outline' })}>
              Request a Policy Change
            </Link>
          </div>
        </div>
        {facts ? (
          <div className="min-w-0 space-y-8">
            <OfficeLocation facts={facts} />
            <OfficeHours hours={facts.hours} />
            <SpecialHoursSlot place="hours" />
          </div>
        ) : null}
      </Container>
    </>
  );
}
