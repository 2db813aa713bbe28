// CategoryPageContent: a category page (vehicle, property, business) — intro, its sub-page links, contact buttons.
import { LabelledSection } from '@/components/ui/labelled-section';
import { cardArrowLink, LinkCard, LinkCardArrow, LinkCardDescription } from '@/components/ui/link-card';
import { Skeleton, TextLinesSkeleton } from '@/components/ui/skeleton';
import { ContactButtons } from '@/features/insurance/components/contact-buttons';
import { ContentLink } from '@/features/insurance/components/content-link';
import type { InsuranceCategory } from '@/features/insurance/types';
import { cn } from '@/lib/cn';

export function CategoryPageContent({ category }: { category: InsuranceCategory }) {
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        {category.intro.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 ? 'text-lg leading-8 text-slate-700' : 'leading-7 text-slate-700'}>
            {paragraph}
          </p>
        ))}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {category.links.map((link) => (
          <LinkCard key={link.href} className="p-5 transition hover:border-teal-400">
            <ContentLink href={link.href} className={cn(cardArrowLink, 'text-lg font-bold text-navy-900 group-hover:text-teal-700')}>
              {link.label}
              <LinkCardArrow />
            </ContentLink>
            <LinkCardDescription>{link.description}</LinkCardDescription>
          </LinkCard>
        ))}
      </ul>
      {category.showContactButtons ? <CategoryContact /> : null}
    </div>
  );
}

function CategoryContact() {
  return (
    <LabelledSection
      title="Questions about your coverage?"
      className="rounded-xl border border-slate-200 bg-navy-50 p-6"
      headingClassName="text-xl font-bold text-navy-900"
    >
      <p className="mt-2 leading-7 text-slate-700">
        Request a quote, send us a note or call the office, and an agent will review what you have and what you need.
      </p>
      <ContactButtons quoteLabel="Request Quote" className="mt-5" />
    </LabelledSection>
  );
}

export function CategoryPageSkeleton() {
  return (
    <div role="status" className="space-y-10">
      <span className="sr-only">Loading...</span>
      <TextLinesSkeleton lines={6} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="space-y-3 rounded-xl border border-slate-200 p-5">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}
