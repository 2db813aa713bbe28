// The staff overview's new requests: how many, and the ones waiting longest first (each opens its request).
import { Link } from 'wouter';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { OverviewPanel } from '@/components/ui/overview-panel';
import { KIND_LABELS } from '@/config/request-kinds';
import { useRequests } from '@/features/requests/api/get-requests';
import { searchOfFilters } from '@/features/requests/lib/request-filters';
import { formatDateTime } from '@/features/requests/lib/request-text';
import type { RequestFilters } from '@/features/requests/types';

const NEW_ONES: RequestFilters = { kind: null, status: 'new' };

type NewRequestsSummaryProps = {
  /** How many to list. */
  shown: number;
  hrefOf: (id: number) => string;
  allHref: string;
};

export function NewRequestsSummary({ shown, hrefOf, allHref }: NewRequestsSummaryProps) {
  const list = useRequests(NEW_ONES);
  // The list comes newest first: the oldest new request has waited longest.
  const waiting = list.data ? [...list.data.requests].reverse().slice(0, shown) : [];
  return (
    <OverviewPanel
      title="New requests"
      count={list.data?.newCount}
      more={{ href: allHref + searchOfFilters(NEW_ONES), label: 'All new requests' }}
    >
      {list.isPending ? (
        <LoadingStatus className="py-6" />
      ) : list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()}>The requests could not be loaded.</LoadFailure>
      ) : !waiting.length ? (
        <p className="text-slate-600">No new requests. Everything has been answered.</p>
      ) : (
        <ul aria-label="New requests, waiting longest first" className="divide-y divide-slate-200">
          {waiting.map((request) => (
            <li key={request.id} className="py-2">
              <Link href={hrefOf(request.id)} className="font-semibold break-words text-navy-900 hover:underline">
                {request.name}
              </Link>
              <p className="text-sm text-slate-600">
                {KIND_LABELS[request.kind]}, <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </OverviewPanel>
  );
}
