// InsuranceOverviewContent: the Insurance Services overview — intro, then Vehicle, Property and Business columns.
import { Link } from 'wouter';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ContentLink } from '@/features/insurance/components/content-link';
import { QuoteBlock } from '@/features/insurance/components/quote-block';
import type { InsuranceOverview, OverviewColumn } from '@/features/insurance/types';

export function InsuranceOverviewContent({ overview }: { overview: InsuranceOverview }) {
  return (
    <div className="space-y-12">
      <div className="max-w-3xl space-y-4">
        {overview.intro.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-8 text-slate-700">
            {paragraph}
          </p>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {overview.columns.map((column) => (
          <OverviewColumnCard key={column.href} column={column} />
        ))}
      </div>
      <QuoteBlock />
    </div>
  );
}

function OverviewColumnCard({ column }: { column: OverviewColumn }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="border-b border-slate-100 pb-4 text-2xl font-bold text-navy-900">
        <Link href={column.href} className="group inline-flex items-center gap-2 hover:text-teal-700">
          {column.title}
          <ArrowRightIcon className="size-5 text-teal-600 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </h2>
      <ul className="mt-4 space-y-5">
        {column.items.map((item) => (
          <li key={item.href}>
            <ContentLink href={item.href} className="font-semibold text-navy-800 hover:text-teal-700 hover:underline">
              {item.label}
            </ContentLink>
            {item.description ? <p className="mt-1 text-sm leading-6 text-slate-600">{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function InsuranceOverviewSkeleton() {
  return (
    <div role="status" className="space-y-12">
      <span className="sr-only">Loading...</span>
      <div className="max-w-3xl space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={i === 5 ? 'h-5 w-1/2' : 'h-5 w-full'} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {[0, 1, 2].map((column) => (
          <div key={column} className="space-y-5 rounded-xl border border-slate-200 p-6">
            <Skeleton className="h-8 w-1/2" />
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-full" />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
