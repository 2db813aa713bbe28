// Requests (/admin/requests, signed-in staff only): the inbox of quote and policy change requests from the website,
// overdue first, then newest; searched and filtered by status, kind, assignee and overdue, a page at a time (all kept
// in the address, so Back returns to them), with a CSV export of everything the filters find; owners are told when
// the office's e-mails cannot link to requests (AGENCY_PUBLIC_URL unset).
import { useLocation, useSearch } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { requestsCsvHref, useRequests } from '@/features/requests/api/get-requests';
import { RequestFilters } from '@/features/requests/components/request-filters';
import { RequestList } from '@/features/requests/components/request-list';
import { RequestPager } from '@/features/requests/components/request-pager';
import { filtersFromSearch, isFiltered, searchOfFilters } from '@/features/requests/lib/request-filters';
import type { RequestFilters as Filters } from '@/features/requests/types';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminRequestsRoute() {
  usePageTitle(paths.adminRequests.title);
  const session = useStaffOnly();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(useSearch());
  // Each search, filter and page is a step of the history: Back returns to the one before.
  const show = (next: Filters) => navigate(`${paths.adminRequests.getHref()}${searchOfFilters(next)}`);

  return (
    <AdminWorkspace
      title={paths.adminRequests.title}
      intro="Quote and policy change requests sent from the website: overdue ones first, then the newest."
    >
      <Container className="py-8 sm:py-10">
        <StaffScreenState session={session}>
          {(staff) => (
            <>
              <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
                <RequestFilters filters={filters} onChange={show} />
                <a href={requestsCsvHref(filters)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  Export CSV
                </a>
              </div>
              <SignedInList filters={filters} onPage={(page) => show({ ...filters, page })} owner={staff.role === 'owner'} />
            </>
          )}
        </StaffScreenState>
      </Container>
      <Toaster />
    </AdminWorkspace>
  );
}

/** Asked for only once the session is known, so a signed-out visitor's 401 never shows. */
function SignedInList({ filters, onPage, owner }: { filters: Filters; onPage: (page: number) => void; owner: boolean }) {
  const list = useRequests(filters);
  return (
    <>
      {owner && list.data?.mailLinks === false ? <MailLinksNotice /> : null}
      <RequestList list={list} hrefOf={(id) => paths.adminRequest.getHref(id)} filtered={isFiltered(filters)} />
      {list.data?.requests.length ? <RequestPager list={list.data} onPage={onPage} /> : null}
    </>
  );
}

/** For owners while AGENCY_PUBLIC_URL is unset: the office's e-mails cannot link to requests, and how to fix it. */
function MailLinksNotice() {
  return (
    <div
      role="status"
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="mail-links-notice"
    >
      <p className="font-semibold">The office&apos;s e-mails cannot link to requests.</p>
      <p className="mt-1">
        The site&apos;s public address is not set on the server, so new-request e-mails and the daily digest name each
        request without a link. Ask whoever runs the server to set <code>AGENCY_PUBLIC_URL</code> to the site&apos;s
        address; <code>agency doctor</code> checks it.
      </p>
    </div>
  );
}
