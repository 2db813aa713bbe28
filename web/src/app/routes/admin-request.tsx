// One request (/admin/requests/{id}, signed-in staff only): its reference and due time, everything the visitor sent
// (with the quote intake laid out as an application),
// a booking's time and actions, where it came from, the person's other requests, its status and owner, the client mark and
// the annual review link, "Log a call", notes and the timeline; and deleting the
// person's data, which goes back to the inbox.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { BookingPanel } from '@/features/bookings-staff/components/booking-panel';
import { ClientMark } from '@/features/bookings-staff/components/client-mark';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import type { ChangedRequest } from '@/features/bookings-staff/types';
import { useRequest } from '@/features/requests/api/get-request';
import { requestKeys } from '@/features/requests/api/request-keys';
import { IntakeApplication } from '@/features/requests/components/intake-application';
import { ForgetPersonButton } from '@/features/requests/components/forget-person-button';
import { RequestContactForm } from '@/features/requests/components/request-contact-form';
import { RelatedRequests } from '@/features/requests/components/related-requests';
import { RequestDetail } from '@/features/requests/components/request-detail';
import { RequestHandling } from '@/features/requests/components/request-handling';
import { RequestNoteForm } from '@/features/requests/components/request-note-form';
import { RequestSource } from '@/features/requests/components/request-source';
import { RequestTimeline } from '@/features/requests/components/request-timeline';
import type { RequestDetail as Detail } from '@/features/requests/types';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';

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
  return <RequestPage request={request.data} csrfToken={csrfToken} />;
}

function RequestPage({ request, csrfToken }: { request: Detail; csrfToken: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // A booking's action or the client mark answers the request: it replaces the one shown (its intake kept).
  const changed = (next: ChangedRequest) => {
    queryClient.setQueryData<Detail>(requestKeys.detail(next.id), (old) => ({
      ...(next as Omit<Detail, 'intake'>),
      intake: old?.intake ?? null,
    }));
    void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
  };
  const forgotten = (count: number) => {
    toast({ title: `The person's data was deleted (${count} ${count === 1 ? 'request' : 'requests'}).` });
    navigate(paths.adminRequests.getHref());
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-6">
        <RequestDetail request={request} />
        {/* A booking's kind comes with booking-core's request kinds: compared as text until the kinds' type has it. */}
        {(request.kind as string) === 'booking' ? <BookingPanel requestId={request.id} csrfToken={csrfToken} onChanged={changed} /> : null}
        {request.intake ? <IntakeApplication request={{ ...request, intake: request.intake }} csrfToken={csrfToken} /> : null}
        <RequestSource source={request.source} titles={request.sourceTitles} />
        <RelatedRequests related={request.related} hrefOf={(id) => paths.adminRequest.getHref(id)} />
        <section aria-labelledby="timeline-heading" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="timeline-heading" className="text-lg font-bold text-navy-900">
            Notes and timeline
          </h2>
          <RequestTimeline events={request.timeline} />
          <RequestNoteForm requestId={request.id} csrfToken={csrfToken} />
        </section>
      </div>
      <div className="space-y-6">
        <RequestHandling request={request} csrfToken={csrfToken} />
        <ClientMark request={request} csrfToken={csrfToken} onChanged={changed} />
        <RequestContactForm requestId={request.id} csrfToken={csrfToken} />
        <section aria-label="The person's data" className="rounded-xl border border-red-200 bg-white p-5 sm:p-6">
          <p className="mb-3 text-sm text-slate-700">
            Asked to delete their data? This removes everything of this person, on every request they sent.
          </p>
          <ForgetPersonButton request={request} csrfToken={csrfToken} onForgotten={forgotten} />
        </section>
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <p className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-600">
      There is no request with this number. It may have been deleted after it was finished, or the person&apos;s data
      was deleted.
    </p>
  );
}
