// CompaniesTable: the insurers the agency represents — logo, name, category, phone lines and website. A real
// table from md: up; on phones each row stacks as a card (explicit roles keep the table semantics).
import { Skeleton } from '@/components/ui/skeleton';
import { CompanyLogo } from '@/features/companies/components/company-logo';
import type { Company } from '@/features/companies/types';
import { telHref } from '@/lib/site-facts';

const headerCell = 'px-3 py-3 lg:px-4 text-left text-xs font-semibold tracking-wider text-navy-700 uppercase';
const cell = 'block px-0 py-1 md:table-cell md:px-3 md:py-4 md:align-middle lg:px-4';

export function CompaniesTable({ companies, caption }: { companies: Company[]; caption: string }) {
  return (
    <table role="table" className="block w-full md:table md:border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group md:bg-navy-50">
        <tr role="row">
          {['Logo', 'Company', 'Category', 'Phone'].map((column) => (
            <th key={column} role="columnheader" scope="col" className={headerCell}>
              {column}
            </th>
          ))}
          <th role="columnheader" scope="col" className={headerCell}>
            <span className="sr-only">Website</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-4 md:table-row-group md:space-y-0">
        {companies.map((company) => (
          <tr
            key={company.name}
            role="row"
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none"
          >
            <td role="cell" className={`${cell} col-start-2 row-span-2 row-start-1`}>
              <CompanyLogo name={company.name} src={company.logo} />
            </td>
            <th role="rowheader" scope="row" className={`${cell} col-start-1 row-start-1 text-left text-lg font-bold text-navy-900 md:text-base`}>
              {company.name}
            </th>
            <td role="cell" className={`${cell} col-start-1 row-start-2`}>
              <span className="inline-block rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-teal-800">
                {company.category}
              </span>
            </td>
            <td role="cell" className={`${cell} col-span-2 pt-2`}>
              <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm md:block md:space-y-2">
                {company.phones.map((phone) => (
                  <li key={phone.label + phone.number}>
                    <span className="block text-xs text-slate-600">{phone.label}</span>
                    <a
                      href={telHref(phone.number)}
                      className="font-semibold whitespace-nowrap text-navy-800 hover:text-teal-700"
                    >
                      {phone.number}
                    </a>
                  </li>
                ))}
              </ul>
            </td>
            <td role="cell" className={`${cell} col-span-2 pt-3 md:text-right`}>
              <a
                href={company.website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-md border border-navy-200 px-3 py-2 text-sm font-semibold whitespace-nowrap text-navy-900 hover:bg-navy-50"
              >
                Visit Website
                <span className="sr-only">: {company.name}, opens in a new tab</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CompaniesTableSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading...</span>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 md:flex-row md:items-center md:gap-6">
          <Skeleton className="h-12 w-30" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-44" />
          <Skeleton className="h-9 w-28 md:ml-auto" />
        </div>
      ))}
    </div>
  );
}
