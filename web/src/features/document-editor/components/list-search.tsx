// A long list's search box: the lines shown are those whose item holds every word typed; it says how many match.
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type ListSearchProps = { id: string; label: string; query: string; onQuery: (query: string) => void; count: number };

export function ListSearch({ id, label, query, onQuery, count }: ListSearchProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={`${id}-search`}>Search {label}</Label>
      <Input id={`${id}-search`} type="search" value={query} onChange={(event) => onQuery(event.target.value)} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {query ? (count === 0 ? 'Nothing matches.' : `${count} match${count === 1 ? '' : 'es'}.`) : null}
      </p>
    </div>
  );
}
