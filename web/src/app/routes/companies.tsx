// Companies We Represent (/about/companies-we-represent): the insurers of /api/companies in a table, full width.
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import { useCompanies } from '@/features/companies/api/get-companies';
import { CompaniesTable, CompaniesTableSkeleton } from '@/features/companies/components/companies-table';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function CompaniesRoute() {
  const title = paths.companiesWeRepresent.title;
  usePageTitle(title);
  const query = useCompanies();
  const { data: facts } = useSiteFacts();
  const agency = facts?.name ?? 'our agency';

  return (
    <>
      <PageHeading title={title}>
        As an independent agency, we compare coverage and prices from each of these companies for you.
      </PageHeading>
      <Container className="py-10 sm:py-14">
        <p className="mb-8 max-w-3xl leading-7 text-slate-700">
          To pay a bill or report a claim, go straight to your company: its own pages and its 24-hour claims line are
          below. For anything else, including a new quote or a change to your coverage, call us first and we will
          take it from there.
        </p>
        {query.data ? (
          <CompaniesTable
            companies={query.data}
            caption={`The ${query.data.length} insurance companies ${agency} represents, with their category, phone lines, bill and claim links and website`}
          />
        ) : query.isError ? (
          <PageLoadError onRetry={() => void query.refetch()} />
        ) : (
          <CompaniesTableSkeleton />
        )}
      </Container>
    </>
  );
}
