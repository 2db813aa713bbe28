// The staff's list of requests, newest first: who, what they ask for, when, the status (new ones stand out) and
// a mail that failed. Each row opens the request. Everything a visitor typed is shown as text.
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { KIND_LABELS } from '@/config/request-kinds';
import { MailBadge, StatusBadge } from '@/features/requests/components/request-badges';
import { formatDateTime, whatIsAsked } from '@/features/requests/lib/request-text';
import type { RequestList as List } from '@/features/requests/types';
import { cn } from '@/lib/cn';

type RequestListProps = {
  list: UseQueryResult<List>;
  /** The address of one request's page. */
  hrefOf: (id: number) => string;
  /** True when the list is narrowed by a filter (the empty state says so). */
  filtered: boolean;
};

/** The box of the list's notes: loading, no requests. */
const NOTE_CLASSES = 'rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-600';

export function RequestList({ list, hrefOf, filtered }: RequestListProps) {
  const { data, isPending, isError, refetch } = list;
  if (isPending) {
    return <LoadingStatus className={NOTE_CLASSES} />;
  }
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
        {filtered ? 'No requests match these filters.' : 'No requests yet. Requests sent from the website appear here.'}
      </p>
    );
  }
  return (
    <ul
      aria-label="Requests, newest first"
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      {data.requests.map((request) => {
        const isNew = request.status === 'new';
        return (
          <li
            key={request.id}
            data-testid="request-row"
            className={cn(
              'relative grid gap-x-6 gap-y-1 px-4 py-4 hover:bg-navy-50 sm:px-5 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_11rem_8rem] lg:items-center',
              isNew && 'border-l-4 border-l-teal-600 bg-teal-50/40',
            )}
          >
            <div className="min-w-0">
              <Link
                href={hrefOf(request.id)}
                className={cn(
                  'break-words text-navy-900 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600',
                  isNew ? 'font-bold' : 'font-semibold',
                )}
              >
                {request.name}
              </Link>
              <p className="truncate text-sm text-slate-600">{request.email || request.phone}</p>
            </div>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-800">{KIND_LABELS[request.kind]}</p>
              <p className="truncate text-slate-600">{whatIsAsked(request)}</p>
            </div>
            <p className="text-sm text-slate-600">
              <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
            </p>
            <div className="flex flex-wrap items-center gap-1.5">
              <StatusBadge status={request.status} />
              <MailBadge mail={request.mail} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
