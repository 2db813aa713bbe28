// One request (/admin/requests/{id}, signed-in staff only): everything the visitor sent, the mail's fate, and its
// status with who changed it and when.
import { Link, useParams } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { useRequest } from '@/features/requests/api/get-request';
import { RequestDetail } from '@/features/requests/components/request-detail';
import { StatusPanel } from '@/features/requests/components/status-panel';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminRequestRoute() {
  usePageTitle(paths.adminRequest.title);
  const session = useStaffOnly();
  const { id = '' } = useParams<{ id: string }>();
  const requestId = /^\d{1,15}$/.test(id) ? Number(id) : null;

  return (
    <AdminWorkspace title={paths.adminRequest.title}>
      <Container className="py-8 sm:py-10">
        <Link
          href={paths.adminRequests.getHref()}
          className="mb-5 inline-block font-semibold text-navy-800 hover:text-teal-700"
        >
          <span aria-hidden="true">&larr;</span> All requests
        </Link>
        <StaffScreenState session={session}>
          {requestId === null ? <NotFound /> : <SignedInRequest id={requestId} csrfToken={session.data?.csrfToken ?? ''} />}
        </StaffScreenState>
      </Container>
      <Toaster />
    </AdminWorkspace>
  );
}

function SignedInRequest({ id, csrfToken }: { id: number; csrfToken: string }) {
  const request = useRequest(id);
  if (request.isPending) {
    return <LoadingStatus />;
  }
  if (request.isError) {
    if (isApiError(request.error) && request.error.status === 404) return <NotFound />;
    return <LoadFailure onRetry={() => void request.refetch()}>The request could not be loaded.</LoadFailure>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <RequestDetail request={request.data} />
      <StatusPanel request={request.data} csrfToken={csrfToken} />
    </div>
  );
}

function NotFound() {
  return (
    <p className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-600">
      There is no request with this number. It may have been deleted after it was closed.
    </p>
  );
}
