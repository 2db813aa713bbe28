// The staff overview's new requests: how many, how many are overdue, and the overdue ones first (then the newest),
// each opening its request.
import { Link } from 'wouter';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { OverviewPanel } from '@/components/ui/overview-panel';
import { KIND_LABELS } from '@/config/request-kinds';
import { NEW_REQUESTS, useRequests } from '@/features/requests/api/get-requests';
import { OverdueBadge } from '@/features/requests/components/request-badges';
import { searchOfFilters } from '@/features/requests/lib/request-filters';
import { dueText } from '@/features/requests/lib/request-text';
import type { StaffRequest } from '@/features/requests/types';

type NewRequestsSummaryProps = {
  /** How many to list. */
  shown: number;
  hrefOf: (id: number) => string;
  allHref: string;
};

const OVERDUE_ONES = { ...NEW_REQUESTS, overdue: true };

export function NewRequestsSummary({ shown, hrefOf, allHref }: NewRequestsSummaryProps) {
  const list = useRequests(NEW_REQUESTS);
  const overdueCount = list.data?.overdueCount ?? 0;
  return (
    <OverviewPanel
      title="New requests"
      count={list.data?.newCount}
      more={{ href: allHref + searchOfFilters(NEW_REQUESTS), label: 'All new requests' }}
    >
      {overdueCount ? (
        <Link
          href={allHref + searchOfFilters(OVERDUE_ONES)}
          data-testid="overdue-count"
          className="mb-2 inline-flex items-center gap-2 rounded-md bg-red-50 px-2.5 py-1 text-sm font-semibold text-red-900 hover:underline"
        >
          {overdueCount} overdue: not answered within one business day
        </Link>
      ) : null}
      {list.isPending ? (
        <LoadingStatus className="py-6" />
      ) : list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()}>The requests could not be loaded.</LoadFailure>
      ) : !list.data.requests.length ? (
        <p className="text-slate-600">No new requests. Everything has been answered.</p>
      ) : (
        <ul aria-label="New requests, overdue first" className="divide-y divide-slate-200">
          {list.data.requests.slice(0, shown).map((request) => (
            <NewRequestItem key={request.id} request={request} href={hrefOf(request.id)} />
          ))}
        </ul>
      )}
    </OverviewPanel>
  );
}

function NewRequestItem({ request, href }: { request: StaffRequest; href: string }) {
  const due = dueText(request);
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-center gap-2">
        <Link href={href} className="font-semibold break-words text-navy-900 hover:underline">
          {request.name}
        </Link>
        {request.overdue ? <OverdueBadge /> : null}
      </div>
      <p className="text-sm text-slate-600">
        {KIND_LABELS[request.kind] ?? request.kind} {request.reference}
        {due ? ` · ${due}` : null}
      </p>
    </li>
  );
}
