// The subscriber list's search box and filters: status (each with how many there are) and topic. The route keeps
// them in the address; any change goes back to the first page.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { STATUS_LABELS } from '@/features/newsletter-staff/lib/newsletter-text';
import { SUBSCRIBER_STATUSES, type SubscriberFilters as Filters, type SubscriberList, type Topic } from '@/features/newsletter-staff/types';
import { cn } from '@/lib/cn';

type SubscriberFiltersProps = {
  filters: Filters;
  counts: SubscriberList['counts'] | undefined;
  topics: readonly Topic[] | undefined;
  onChange: (filters: Filters) => void;
};

const select = cn(fieldClasses, 'h-10 py-1.5 sm:w-56');

export function SubscriberFilters({ filters, counts, topics, onChange }: SubscriberFiltersProps) {
  const change = (part: Partial<Filters>) => onChange({ ...filters, page: 1, ...part });
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : null;
  const counted = (label: string, n: number | null | undefined) => (n === null || n === undefined ? label : `${label} (${n})`);
  return (
    <div className="space-y-3">
      <SearchBox key={filters.q} q={filters.q} onSearch={(q) => change({ q })} />
      <div role="group" aria-label="Filter subscribers" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <FilterSelect label="Status" value={filters.status} onChange={(status) => change({ status: status as Filters['status'] })}>
          <option value="">{counted('All statuses', all)}</option>
          {SUBSCRIBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {counted(STATUS_LABELS[status], counts ? (counts[status] ?? 0) : null)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Topic" value={filters.topic} onChange={(topic) => change({ topic })}>
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

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-xl flex-col gap-1">
      <Label htmlFor={id}>Search by e-mail or name</Label>
      <div className="flex gap-2">
        <input id={id} type="search" className={cn(fieldClasses, 'h-10')} value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" variant="secondary" size="sm" className="h-10">
          Search
        </Button>
      </div>
    </form>
  );
}

type FilterSelectProps = { label: string; value: string | null; onChange: (value: string | null) => void; children: ReactNode };

function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={select} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        {children}
      </select>
    </div>
  );
}
