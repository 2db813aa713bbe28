// The list's filter (All, Drafts, Scheduled, Published, each with its count) as a radio group, and the search by
// title. Arrow keys move between the filters, as in any radio group.
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { StatusFilter } from '@/features/admin-editor/types';
import { cn } from '@/lib/cn';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

type PostFiltersProps = {
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  counts: Record<StatusFilter, number>;
  search: string;
  onSearchChange: (search: string) => void;
};

export function PostFilters({ status, onStatusChange, counts, search, onSearchChange }: PostFiltersProps) {
  const idPrefix = useId();
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-search`}>Search by title</Label>
        <Input
          id={`${idPrefix}-search`}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          autoComplete="off"
          className="h-10"
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-navy-900">Show</legend>
        <div className="flex flex-wrap gap-1.5">
          {FILTERS.map(({ value, label }) => {
            const checked = status === value;
            return (
              <label
                key={value}
                className={cn(
                  'inline-flex cursor-pointer items-center gap-1 rounded-full border px-3 py-1 text-sm font-semibold',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600',
                  checked ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-300 bg-white text-navy-900 hover:bg-navy-50',
                )}
              >
                <input
                  type="radio"
                  name={`${idPrefix}-status`}
                  value={value}
                  checked={checked}
                  onChange={() => onStatusChange(value)}
                  className="sr-only"
                />
                {label}{' '}
                <span className={cn('font-normal', checked ? 'text-navy-100' : 'text-slate-600')}>({counts[value]})</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
