// The subscriber list's search box and filters: status (each with how many there are) and topic. The route keeps
// them in the address; any change goes back to the first page.
import { FilterSelect, ListSearch } from '@/components/ui/list-filters';
import { STATUS_LABELS } from '@/features/newsletter-staff/lib/newsletter-text';
import { SUBSCRIBER_STATUSES, type SubscriberFilters as Filters, type SubscriberList, type Topic } from '@/features/newsletter-staff/types';

type SubscriberFiltersProps = {
  filters: Filters;
  counts: SubscriberList['counts'] | undefined;
  topics: readonly Topic[] | undefined;
  onChange: (filters: Filters) => void;
};

const WIDTH = 'sm:w-56';

export function SubscriberFilters({ filters, counts, topics, onChange }: SubscriberFiltersProps) {
  const change = (part: Partial<Filters>) => onChange({ ...filters, page: 1, ...part });
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : null;
  const counted = (label: string, n: number | null | undefined) => (n === null || n === undefined ? label : `${label} (${n})`);
  return (
    <div className="space-y-3">
      <ListSearch key={filters.q} label="Search by e-mail or name" q={filters.q} onSearch={(q) => change({ q })} />
      <div role="group" aria-label="Filter subscribers" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <FilterSelect label="Status" value={filters.status} width={WIDTH} onChange={(status) => change({ status: status as Filters['status'] })}>
          <option value="">{counted('All statuses', all)}</option>
          {SUBSCRIBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {counted(STATUS_LABELS[status], counts ? (counts[status] ?? 0) : null)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Topic" value={filters.topic} width={WIDTH} onChange={(topic) => change({ topic })}>
          <option value="">All topics</option>
          {filters.topic && !topics?.some((topic) => topic.id === filters.topic) ? (
            <option value={filters.topic}>{filters.topic}</option>
          ) : null}
          {(topics ?? []).map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.title}
            </option>
          ))}
        </FilterSelect>
      </div>
    </div>
  );
}

