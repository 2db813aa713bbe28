// BusinessSidebar: the business pages' side column — the business category's links from its copy (content/copy/
// categories.json; the current page marked) and a call/quote box.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import { paths } from '@/config/paths';
import { normalizePath } from '@/lib/normalize-path';
import { cn } from '@/lib/cn';
import { useCopy } from '@/lib/copy-query';
import { telHref, useSiteFacts } from '@/lib/site-facts';

type BusinessSidebarProps = {
  currentPath: string;
  /** Where Request a Quote leads (a product page's: the form with its coverage ticked). */
  quoteHref?: string;
};

export function BusinessSidebar({ currentPath, quoteHref = paths.requestQuote.getHref() }: BusinessSidebarProps) {
  const current = normalizePath(currentPath);
  const { data: facts } = useSiteFacts();
  const categories = useCopy('categories');
  const links = categories.data?.items.find((category) => category.key === 'business')?.links ?? [];

  return (
    <div className="space-y-6">
      <LabelledSection
        as="nav"
        title={
          <Link href={paths.businessInsurance.getHref()} className="hover:text-teal-700">
            Business Insurance
          </Link>
        }
        className="rounded-lg border border-slate-200 bg-white p-5"
        headingClassName="text-lg font-bold text-navy-900"
      >
        <ul className="mt-3 space-y-1">
          {links.map((link) => {
            const isCurrent = normalizePath(link.href) === current;
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'block rounded-md border-l-4 px-3 py-2 text-sm font-medium',
                    isCurrent
                      ? 'border-teal-500 bg-teal-50 text-navy-900'
                      : 'border-transparent text-slate-700 hover:bg-slate-50 hover:text-navy-900',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </LabelledSection>

      <LabelledSection
        title="Talk to a business specialist"
        className="rounded-lg bg-navy-900 p-5 text-white"
        headingClassName="text-lg font-bold"
      >
        <p className="mt-2 text-sm leading-6 text-navy-100">
          Every business is different. Call us or request a quote and we will review your risks and compare coverage
          from several companies.
        </p>
        {facts ? (
          <a
            href={telHref(facts.phone)}
            className="mt-4 inline-flex items-center gap-2 text-lg font-bold text-white hover:text-teal-200"
          >
            <PhoneIcon className="size-5 text-teal-300" />
            {facts.phone}
          </a>
        ) : null}
        <Link href={quoteHref} className={buttonVariants({ className: 'mt-4 w-full' })}>
          Request a Quote
        </Link>
      </LabelledSection>
    </div>
  );
}
