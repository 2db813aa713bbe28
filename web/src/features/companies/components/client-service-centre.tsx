// ClientServiceCentre: every insurer the agency represents, each with its bill, claim and claims-line links (or its
// phones and website when it has none), and once the page is live a filter box that narrows the list as you type.
import { useId, useState, type ReactNode } from 'react';
import {
  CompanyPhones,
  CompanySelfService,
  CompanyWebsiteLink,
  hasSelfService,
} from '@/features/companies/components/company-contact';
import { CompanyLogo } from '@/features/companies/components/company-logo';
import type { Company } from '@/features/companies/types';
import { useIsServerOrHydrating } from '@/lib/render-stamp';
import { ONLINE_SERVICES_SECTIONS } from '@/config/online-services-sections';

type ClientServiceCentreProps = {
  companies: Company[];
  heading: string;
  intro: string;
  /** What the visitor can do when no company matches: call the agency. */
  noMatchHelp: ReactNode;
};

const folded = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

export function matchingCompanies(companies: Company[], filter: string): Company[] {
  const wanted = folded(filter);
  if (!wanted) return companies;
  return companies.filter((company) => folded(`${company.name} ${company.category}`).includes(wanted));
}

function countText(shown: number, total: number, filter: string): string {
  if (!filter.trim()) return `${total} companies`;
  if (shown === 0) return `No company matches “${filter.trim()}”.`;
  return `${shown} of ${total} companies match “${filter.trim()}”.`;
}

export function ClientServiceCentre({ companies, heading, intro, noMatchHelp }: ClientServiceCentreProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  // The filter needs the page's script: until it runs every company shows and the box's place is kept (no shift);
  // without scripting there is no box and no gap.
  const live = !useIsServerOrHydrating();
  const shown = matchingCompanies(companies, filter);

  return (
    <section id={ONLINE_SERVICES_SECTIONS.serviceCentre} aria-labelledby={`${id}-heading`} className="scroll-mt-6 space-y-5">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-navy-900">
        {heading}
      </h2>
      <p className="leading-7 text-slate-700">{intro}</p>
      <div className="min-h-[4.75rem] noscript:hidden">
        {live ? (
          // Plain elements in the look of components/ui's Label and Input: those share a chunk with the request
          // forms, which this page's first-load budget has no room for.
          <div className="max-w-md space-y-1.5">
            <label htmlFor={`${id}-filter`} className="block text-sm font-semibold text-navy-900">
              Find your insurance company
            </label>
            <input
              id={`${id}-filter`}
              type="search"
              autoComplete="off"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              aria-describedby={`${id}-count`}
              className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600"
            />
          </div>
        ) : null}
      </div>
      <p id={`${id}-count`} aria-live="polite" className="text-sm font-medium text-slate-700">
        {countText(shown.length, companies.length, filter)}
      </p>
      {shown.length === 0 ? <p className="leading-7 text-slate-700">{noMatchHelp}</p> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {shown.map((company) => (
          <CompanyCard key={company.name} company={company} />
        ))}
      </ul>
    </section>
  );
}

function CompanyCard({ company }: { company: Company }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-navy-900">{company.name}</h3>
          <p className="text-sm text-slate-600">{company.category}</p>
        </div>
        <CompanyLogo name={company.name} src={company.logo} />
      </div>
      {hasSelfService(company) ? (
        <CompanySelfService company={company} />
      ) : (
        <>
          <CompanyPhones company={company} />
          <div>
            <CompanyWebsiteLink company={company} />
          </div>
        </>
      )}
    </li>
  );
}
