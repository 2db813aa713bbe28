// The inbox's list: overdue requests first (the API orders them), then the newest. Each row shows the reference,
// kind, who and every way to reach them, when it came, who has it, its status and when it is due; the name opens
// the request. Everything a visitor typed is shown as text.
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { KIND_LABELS } from '@/config/request-kinds';
import { useAssignees } from '@/features/requests/api/get-assignees';
import { MailBadge, OverdueBadge, StatusBadge } from '@/features/requests/components/request-badges';
import { contactPreferenceLabel, dueText, staffName, whatIsAsked } from '@/features/requests/lib/request-text';
import type { Assignee, RequestList as List, StaffRequest } from '@/features/requests/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { cn } from '@/lib/cn';

type RequestListProps = {
  list: UseQueryResult<List>;
  /** The address of one request's page. */
  hrefOf: (id: number) => string;
  /** True when the list is narrowed by a search or a filter (the empty state says so). */
  filtered: boolean;
};

/** The box of the list's notes: loading, no requests. */
const NOTE_CLASSES = 'rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-600';

export function RequestList({ list, hrefOf, filtered }: RequestListProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = list;
  const { data: assignees } = useAssignees();
  if (isPending) return <LoadingStatus className={NOTE_CLASSES} />;
  if (isError) {
    return (
      <LoadFailure className="p-4" onRetry={() => void refetch()}>
        The requests could not be loaded.
      </LoadFailure>
    );
  }
  if (!data.requests.length) {
    return (
      <p className={NOTE_CLASSES}>
        {filtered ? 'No requests match. Try other words or fewer filters.' : 'No requests yet. Requests sent from the website appear here.'}
      </p>
    );
  }
  return (
    // While another page or filter loads, the last one stays, dimmed.
    <ul
      aria-label="Requests, overdue first, then newest"
      aria-busy={isPlaceholderData || undefined}
      className={cn(
        'divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white',
        isPlaceholderData && 'opacity-60',
      )}
    >
      {data.requests.map((request) => (
        <RequestRow key={request.id} request={request} href={hrefOf(request.id)} assignees={assignees} />
      ))}
    </ul>
  );
}

type RequestRowProps = { request: StaffRequest; href: string; assignees: readonly Assignee[] | undefined };

function RequestRow({ request, href, assignees }: RequestRowProps) {
  const isNew = request.status === 'new';
  const due = dueText(request);
  return (
    <li
      data-testid="request-row"
      className={cn(
        'relative grid gap-x-6 gap-y-1 px-4 py-4 hover:bg-navy-50 sm:px-5 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_11rem_10rem] lg:items-center',
        isNew && 'border-l-4',
        isNew && (request.overdue ? 'border-l-red-700 bg-red-50/60' : 'border-l-teal-600 bg-teal-50/40'),
      )}
    >
      <div className="min-w-0">
        <Link
          href={href}
          className={cn(
            'break-words text-navy-900 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600',
            isNew ? 'font-bold' : 'font-semibold',
          )}
        >
          {request.name}
        </Link>
        <ContactMethods request={request} />
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-800">
          {KIND_LABELS[request.kind] ?? request.kind} <span className="font-mono text-slate-600">{request.reference}</span>
        </p>
        <p className="truncate text-slate-600">{whatIsAsked(request)}</p>
      </div>
      <div className="text-sm text-slate-600">
        <p>
          Received <time dateTime={request.createdAt}>{formatConnecticutShort(request.createdAt)}</time>
        </p>
        <p>{request.assignee ? `Assigned to ${staffName(request.assignee, assignees)}` : 'Unassigned'}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={request.status} />
        {request.overdue ? <OverdueBadge /> : null}
        <MailBadge mail={request.mail} />
        {due && !request.overdue ? <p className="basis-full text-xs text-slate-600">{due}</p> : null}
        {request.renewalOn ? (
          <p className="basis-full text-xs font-semibold text-amber-900">Current policy renews {request.renewalOn}</p>
        ) : null}
      </div>
    </li>
  );
}

/** Every way the visitor gave to reach them, and the one they prefer. */
function ContactMethods({ request }: { request: StaffRequest }) {
  const preferred = contactPreferenceLabel(request.contactPreference);
  return (
    <ul aria-label="How to reach them" className="text-sm break-words text-slate-600">
      {request.phone ? <li>{request.phone}</li> : null}
      {request.email ? <li>{request.email}</li> : null}
      {preferred ? <li>Prefers {preferred.toLowerCase()}</li> : null}
    </ul>
  );
}
