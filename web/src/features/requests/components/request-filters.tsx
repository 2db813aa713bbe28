// The list's filters: kind and status, each "All" or one value; the route keeps them in the address.
import { useId } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { KIND_LABELS, REQUEST_KINDS, STATUS_LABELS, STATUSES } from '@/config/request-kinds';
import type { RequestFilters as Filters } from '@/features/requests/types';
import { cn } from '@/lib/cn';

type RequestFiltersProps = { filters: Filters; onChange: (filters: Filters) => void };

export function RequestFilters({ filters, onChange }: RequestFiltersProps) {
  const id = useId();
  const select = cn(fieldClasses, 'h-10 py-1.5 sm:w-48');
  return (
    <div role="group" aria-label="Filter requests" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="space-y-1">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <select
          id={`${id}-kind`}
          className={select}
          value={filters.kind ?? ''}
          onChange={(event) => onChange({ ...filters, kind: (event.target.value || null) as Filters['kind'] })}
        >
          <option value="">All kinds</option>
          {REQUEST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}s
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <select
          id={`${id}-status`}
          className={select}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ ...filters, status: (event.target.value || null) as Filters['status'] })}
        >
          <option value="">All statuses</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
