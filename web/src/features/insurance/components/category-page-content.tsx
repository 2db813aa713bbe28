// CategoryPageContent: a category page (vehicle, property, business) — intro, its sub-page links, contact buttons.
import { ArrowRightIcon } from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import { Skeleton, TextLinesSkeleton } from '@/components/ui/skeleton';
import { ContactButtons } from '@/features/insurance/components/contact-buttons';
import { ContentLink } from '@/features/insurance/components/content-link';
import type { InsuranceCategory } from '@/features/insurance/types';

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
          <li
            key={link.href}
            className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-400 hover:shadow-md"
          >
            <ContentLink
              href={link.href}
              className="flex items-center justify-between gap-3 text-lg font-bold text-navy-900 group-hover:text-teal-700 after:absolute after:inset-0 after:rounded-xl"
            >
              {link.label}
              <ArrowRightIcon className="size-5 shrink-0 text-teal-600" />
            </ContentLink>
            {link.description ? <p className="mt-2 text-sm leading-6 text-slate-600">{link.description}</p> : null}
          </li>
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
