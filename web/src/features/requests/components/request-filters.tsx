// The inbox's search box and filters: status, kind, assignee (or nobody), overdue only and the requests back for a
// re-quote before their current policy renews. The route keeps them
// in the address; any change goes back to the first page.
import type { ReactNode } from 'react';
import { FilterSelect, ListSearch } from '@/components/ui/list-filters';
import { KIND_LABELS, REQUEST_KINDS, STATUS_LABELS, STATUSES } from '@/config/request-kinds';
import { useAssignees } from '@/features/requests/api/get-assignees';
import { UNASSIGNED, withFilters } from '@/features/requests/lib/request-filters';
import type { RequestFilters as Filters } from '@/features/requests/types';

type RequestFiltersProps = { filters: Filters; onChange: (filters: Filters) => void };

const WIDTH = 'sm:w-44';

export function RequestFilters({ filters, onChange }: RequestFiltersProps) {
  const change = (part: Partial<Filters>) => onChange(withFilters(filters, part));
  return (
    <div className="space-y-3">
      {/* A new search in the address starts the box again from it (Back, a link). */}
      <ListSearch key={filters.q} label="Search by name, e-mail, phone or reference" q={filters.q} onSearch={(q) => change({ q })} />
      <div role="group" aria-label="Filter requests" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <FilterSelect label="Status" value={filters.status} width={WIDTH} onChange={(status) => change({ status: status as Filters['status'] })}>
          <option value="">All statuses</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Kind" value={filters.kind} width={WIDTH} onChange={(kind) => change({ kind: kind as Filters['kind'] })}>
          <option value="">All kinds</option>
          {REQUEST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}s
            </option>
          ))}
        </FilterSelect>
        <AssigneeFilter value={filters.assignee} onChange={(assignee) => change({ assignee })} />
        <FilterCheckbox checked={filters.overdue} onChange={(overdue) => change({ overdue })}>
          Overdue only
        </FilterCheckbox>
        <FilterCheckbox checked={filters.renewal} onChange={(renewal) => change({ renewal })}>
          Re-quote before renewal
        </FilterCheckbox>
      </div>
    </div>
  );
}

function AssigneeFilter({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  const { data: assignees = [] } = useAssignees();
  // One named in the address stays choosable while the list loads (or after they left).
  const known = value && value !== UNASSIGNED && !assignees.some((person) => person.username === value);
  return (
    <FilterSelect label="Assigned to" value={value} width={WIDTH} onChange={onChange}>
      <option value="">Anyone</option>
      <option value={UNASSIGNED}>Unassigned</option>
      {known ? <option value={value}>{value}</option> : null}
      {assignees.map((person) => (
        <option key={person.username} value={person.username}>
          {person.displayName || person.username}
        </option>
      ))}
    </FilterSelect>
  );
}

/** One filter that is on or off. */
function FilterCheckbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex h-10 items-center gap-2 text-sm font-semibold text-navy-900">
      <input type="checkbox" className="size-4 accent-teal-700" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}
