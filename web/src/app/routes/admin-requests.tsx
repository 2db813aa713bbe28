// Requests (/admin/requests, signed-in staff only): quote and policy change requests from the website, newest
// first, filtered by kind and status (kept in the address), with a CSV export of what the filters show.
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
import { filtersFromSearch, searchOfFilters } from '@/features/requests/lib/request-filters';
import type { RequestFilters as Filters } from '@/features/requests/types';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminRequestsRoute() {
  usePageTitle(paths.adminRequests.title);
  const session = useStaffOnly();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(useSearch());

  return (
    <AdminWorkspace
      title={paths.adminRequests.title}
      intro="Quote and policy change requests sent from the website, newest first."
    >
      <Container className="py-8 sm:py-10">
        <StaffScreenState session={session}>
          <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <RequestFilters
              filters={filters}
              onChange={(next) => navigate(`${paths.adminRequests.getHref()}${searchOfFilters(next)}`, { replace: true })}
            />
            <a href={requestsCsvHref(filters)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Export CSV
            </a>
          </div>
          <SignedInList filters={filters} />
        </StaffScreenState>
      </Container>
      <Toaster />
    </AdminWorkspace>
  );
}

/** Asked for only once the session is known, so a signed-out visitor's 401 never shows. */
function SignedInList({ filters }: { filters: Filters }) {
  return (
    <RequestList
      list={useRequests(filters)}
      hrefOf={(id) => paths.adminRequest.getHref(id)}
      filtered={!!(filters.kind || filters.status)}
    />
  );
}
