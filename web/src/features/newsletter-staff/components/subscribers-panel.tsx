// The Subscribers section of /admin/newsletter: search and filters (kept in the address by the route), Import CSV
// and Export CSV, the table a page at a time, and what shows while it loads, when it fails and when it is empty.
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { subscribersCsvHref, useSubscribers } from '@/features/newsletter-staff/api/subscribers';
import { useTopics } from '@/features/newsletter-staff/api/sends';
import { ImportDialog } from '@/features/newsletter-staff/components/import-dialog';
import { SubscriberFilters } from '@/features/newsletter-staff/components/subscriber-filters';
import { SubscriberTable } from '@/features/newsletter-staff/components/subscriber-table';
import { isSubscriberFiltered } from '@/features/newsletter-staff/lib/subscriber-filters';
import type { SubscriberFilters as Filters, SubscriberList } from '@/features/newsletter-staff/types';

/** The request inbox's page size, assumed when the API does not say. */
const DEFAULT_PAGE_SIZE = 50;

const NOTE_CLASSES = 'rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-600';

type SubscribersPanelProps = { filters: Filters; onFilters: (filters: Filters) => void; csrfToken: string };

export function SubscribersPanel({ filters, onFilters, csrfToken }: SubscribersPanelProps) {
  const list = useSubscribers(filters);
  const { data: topicCopy } = useTopics();
  const [importing, setImporting] = useState(false);
  const topics = topicCopy?.topics;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <SubscriberFilters filters={filters} counts={list.data?.counts} topics={topics} onChange={onFilters} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setImporting(true)} disabled={!topics}>
            Import CSV
          </Button>
          <a href={subscribersCsvHref(filters)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Export CSV
          </a>
        </div>
      </div>
      {list.isPending ? (
        <LoadingStatus className={NOTE_CLASSES} />
      ) : list.isError ? (
        <LoadFailure className="p-4" onRetry={() => void list.refetch()}>
          The subscribers could not be loaded.
        </LoadFailure>
      ) : !list.data.subscribers.length ? (
        <p className={NOTE_CLASSES}>
          {isSubscriberFiltered(filters)
            ? 'Nobody matches. Try other words or fewer filters.'
            : 'No subscribers yet. People who sign up on the website, and confirm, appear here.'}
        </p>
      ) : (
        <>
          <SubscriberTable subscribers={list.data.subscribers} topics={topics} csrfToken={csrfToken} busy={list.isPlaceholderData} />
          <SubscriberPager list={list.data} page={filters.page} onPage={(page) => onFilters({ ...filters, page })} />
        </>
      )}
      {topics ? <ImportDialog open={importing} onOpenChange={setImporting} topics={topics} csrfToken={csrfToken} /> : null}
    </div>
  );
}

function SubscriberPager({ list, page, onPage }: { list: SubscriberList; page: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(list.total / (list.pageSize ?? DEFAULT_PAGE_SIZE)));
  const shown = list.page ?? page;
  return (
    <nav aria-label="Pages of subscribers" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        {list.total} {list.total === 1 ? 'person' : 'people'}
        {pages > 1 ? ` · Page ${shown} of ${pages}` : null}
      </p>
      {pages > 1 ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={shown <= 1} onClick={() => onPage(shown - 1)}>
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={shown >= pages} onClick={() => onPage(shown + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
