// CompaniesTable: the insurers the agency represents — logo, name, category, phone lines, bill and claim links and
// website. A real table from lg: up; below, each row stacks as a card (explicit roles keep the table semantics).
import { Skeleton } from '@/components/ui/skeleton';
import { CompanyPhones, CompanySelfService, CompanyWebsiteLink } from '@/features/companies/components/company-contact';
import { CompanyLogo } from '@/features/companies/components/company-logo';
import type { Company } from '@/features/companies/types';

const headerCell = 'px-3 py-3 xl:px-4 text-left text-xs font-semibold tracking-wider text-navy-700 uppercase';
const cell = 'block px-0 py-1 lg:table-cell lg:px-3 lg:py-4 lg:align-middle xl:px-4';

export function CompaniesTable({ companies, caption }: { companies: Company[]; caption: string }) {
  return (
    <table role="table" className="block w-full lg:table lg:border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group lg:bg-navy-50">
        <tr role="row">
          {['Logo', 'Company', 'Category', 'Phone', 'Bills & claims'].map((column) => (
            <th key={column} role="columnheader" scope="col" className={headerCell}>
              {column}
            </th>
          ))}
          <th role="columnheader" scope="col" className={headerCell}>
            <span className="sr-only">Website</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-4 lg:table-row-group lg:space-y-0">
        {companies.map((company) => (
          <tr
            key={company.name}
            role="row"
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0 lg:shadow-none"
          >
            <td role="cell" className={`${cell} col-start-2 row-span-2 row-start-1`}>
              <CompanyLogo name={company.name} src={company.logo} />
            </td>
            <th role="rowheader" scope="row" className={`${cell} col-start-1 row-start-1 text-left text-lg font-bold text-navy-900 lg:text-base`}>
              {company.name}
            </th>
            <td role="cell" className={`${cell} col-start-1 row-start-2`}>
              <span className="inline-block rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-teal-800">
                {company.category}
              </span>
            </td>
            <td role="cell" className={`${cell} col-span-2 pt-2`}>
              <CompanyPhones company={company} className="lg:block lg:space-y-2" />
            </td>
            <td role="cell" className={`${cell} col-span-2 pt-3 max-lg:empty:hidden xl:min-w-64`}>
              <CompanySelfService
                company={company}
                className="lg:flex-col lg:items-start xl:flex-row xl:items-center"
              />
            </td>
            <td role="cell" className={`${cell} col-span-2 pt-3 lg:text-right`}>
              <CompanyWebsiteLink company={company} />
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
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 lg:flex-row lg:items-center lg:gap-6">
          <Skeleton className="h-12 w-30" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-44" />
          <Skeleton className="h-9 w-28 lg:ml-auto" />
        </div>
      ))}
    </div>
  );
}
