// An insurer's own ways in: its phone lines, its website, and the self-service it has (pay a bill, report a claim,
// the 24-hour claims line). Shared by Companies We Represent and the client service centre of Online Services.
import type { Company } from '@/features/companies/types';
import { cn } from '@/lib/cn';
import { telHref } from '@/lib/site-facts';

const phoneLink = 'font-semibold whitespace-nowrap text-navy-800 hover:text-teal-700';
const outsideLink =
  'inline-flex items-center gap-1 rounded-md border border-navy-200 px-3 py-2 text-sm font-semibold ' +
  'whitespace-nowrap text-navy-900 hover:bg-navy-50';

export function CompanyPhones({ company, className }: { company: Company; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-x-6 gap-y-2 text-sm', className)}>
      {company.phones.map((phone) => (
        <li key={phone.label + phone.number}>
          <span className="block text-xs text-slate-600">{phone.label}</span>
          <a href={telHref(phone.number)} className={phoneLink}>
            {phone.number}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A link to one of the insurer's own pages, in a new tab; its name says whose page it is. */
function OutsideLink({ href, label, company }: { href: string; label: string; company: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={outsideLink}>
      {label}
      <span className="sr-only">: {company}, opens in a new tab</span>
    </a>
  );
}

export function CompanyWebsiteLink({ company }: { company: Company }) {
  return <OutsideLink href={company.website} label="Visit Website" company={company.name} />;
}

export function hasSelfService(company: Company): boolean {
  return Boolean(company.payBillUrl ?? company.claimUrl ?? company.claimsPhone);
}

/** Pay a bill, report a claim and the 24-hour claims line, those the company has; nothing when it has none. */
export function CompanySelfService({ company, className }: { company: Company; className?: string }) {
  if (!hasSelfService(company)) return null;
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 text-sm', className)}>
      {company.payBillUrl ? (
        <li>
          <OutsideLink href={company.payBillUrl} label="Pay a bill" company={company.name} />
        </li>
      ) : null}
      {company.claimUrl ? (
        <li>
          <OutsideLink href={company.claimUrl} label="Report a claim" company={company.name} />
        </li>
      ) : null}
      {company.claimsPhone ? (
        <li className="basis-full">
          <span className="block text-xs text-slate-600">24-hour claims</span>
          <a href={telHref(company.claimsPhone)} className={phoneLink}>
            {company.claimsPhone}
            <span className="sr-only">, {company.name} claims</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
