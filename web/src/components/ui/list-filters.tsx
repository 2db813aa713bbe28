// The staff lists' search box and filter menus (the request inbox, the newsletter's subscribers): a search sent with
// its button or Enter, and a labelled menu whose first option, "all", is no filter.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type ListSearchProps = { label: string; q: string; onSearch: (q: string) => void };

/** Give it `key={q}`, so a search changed from elsewhere (Back, a link) shows here. */
export function ListSearch({ label, q, onSearch }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-xl flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <input id={id} type="search" className={cn(fieldClasses, 'h-10')} value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" variant="secondary" size="sm" className="h-10">
          Search
        </Button>
      </div>
    </form>
  );
}

type FilterSelectProps = {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The menu's width from the small breakpoint up. */
  width: string;
  children: ReactNode;
};

export function FilterSelect({ label, value, onChange, width, children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={cn(fieldClasses, 'h-10 py-1.5', width)} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        {children}
      </select>
    </div>
  );
}
