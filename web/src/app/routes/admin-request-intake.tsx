// The printable application (/admin/requests/{id}/intake, signed-in staff only): the request's quote intake grouped
// as an application for the producer, sensitive answers masked unless revealed here (each reveal on the timeline),
// printed with the browser's own print (print CSS drops the workspace's bars and the buttons).
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { useRequest } from '@/features/requests/api/get-request';
import { IntakeApplication } from '@/features/requests/components/intake-application';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminRequestIntakeRoute() {
  usePageTitle(paths.adminRequestIntake.title);
  const session = useStaffOnly();
  const { id = '' } = useParams<{ id: string }>();
  const requestId = /^\d{1,15}$/.test(id) ? Number(id) : null;
  return (
    <main className="min-h-screen bg-white">
      <Container className="py-8 print:max-w-none print:p-0">
        <h1 className="text-2xl font-bold text-navy-900">{paths.adminRequestIntake.title}</h1>
        <StaffScreenState session={session}>
          {requestId === null ? (
            <Missing />
          ) : (
            <PrintableApplication id={requestId} csrfToken={session.data?.csrfToken ?? ''} />
          )}
        </StaffScreenState>
      </Container>
    </main>
  );
}

function PrintableApplication({ id, csrfToken }: { id: number; csrfToken: string }) {
  const request = useRequest(id);
  if (request.isPending) return <LoadingStatus />;
  if (request.isError) return <LoadFailure onRetry={() => void request.refetch()}>The request could not be loaded.</LoadFailure>;
  const found = request.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={paths.adminRequest.getHref(id)} className="font-semibold text-navy-800 hover:text-teal-700">
          <span aria-hidden="true">&larr;</span> Back to the request
        </Link>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <header>
        <p className="text-xl font-semibold text-navy-900" data-testid="applicant">
          {found.name} <span className="font-mono text-base text-slate-600">{found.reference}</span>
        </p>
        <p className="text-sm text-slate-700">
          {[found.phone, found.email, (found.details as Record<string, unknown>).zip].filter(Boolean).join(' · ')}
        </p>
      </header>
      {found.intake ? (
        <IntakeApplication request={{ ...found, intake: found.intake }} csrfToken={csrfToken} printable />
      ) : (
        <p className="text-slate-700">This request has no application: the visitor sent the short form only.</p>
      )}
    </div>
  );
}

function Missing() {
  return <p className="text-slate-700">There is no request with this number.</p>;
}
