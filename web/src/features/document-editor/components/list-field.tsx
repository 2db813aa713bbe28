// A list (FAQ questions, insurers, team members, towns): one line per item named by the item itself, with search,
// Move up / Move down, Remove (with Undo) and Add; a line opens its item on its own (document-place.ts), and a new
// item opens at once. Focus follows the item moved, and lands on Undo after a removal.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/features/document-editor/components/field-group';
import { ListLine } from '@/features/document-editor/components/list-line';
import { ListSearch } from '@/features/document-editor/components/list-search';
import { useDocumentPlace } from '@/features/document-editor/components/use-document-place';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';
import { itemMatches, itemName, itemTitleKey } from '@/features/document-editor/lib/list-items';
import { emptyValue, nonNullBranch, resolve } from '@/features/document-editor/lib/schema-nodes';
import { fieldId, moved } from '@/features/document-editor/lib/value-paths';
import type { JsonValue } from '@/features/document-editor/types';

/** Lists longer than this get a search box. */
export const SEARCH_FROM = 5;

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

type Removed = { item: JsonValue; index: number; name: string };

export function ListField(props: FieldProps & { hideLegend?: boolean }) {
  const { form, id, value, setValue, help, error } = useField(props);
  const list: JsonValue[] = Array.isArray(value) ? value : [];
  const shape = resolve(form.schema, nonNullBranch(props.node) ?? props.node);
  const itemNode = shape.items ?? {};
  const titleKey = itemTitleKey(form.schema, itemNode);
  const { go } = useDocumentPlace();
  const [query, setQuery] = useState('');
  const [removed, setRemoved] = useState<Removed | null>(null);
  const itemId = (index: number) => fieldId([...props.path, index]);

  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    setValue(moved(list, from, to));
    // The same button again, unless the item reached that end of the list (the button is off): then the other.
    const canGoOn = by < 0 ? to > 0 : to < list.length - 1;
    focusSoon(`${itemId(to)}-${(by < 0) === canGoOn ? 'up' : 'down'}`);
  };
  const remove = (index: number) => {
    setRemoved({ item: list[index] ?? null, index, name: itemName(list[index], titleKey) });
    setValue(list.filter((_, at) => at !== index));
    focusSoon(`${id}-undo`);
  };
  const undo = (gone: Removed) => {
    const at = Math.min(gone.index, list.length);
    setValue([...list.slice(0, at), gone.item, ...list.slice(at)]);
    setRemoved(null);
    focusSoon(`${itemId(at)}-open`);
  };
  const add = () => {
    setValue([...list, emptyValue(form.schema, { ...itemNode, default: undefined })]);
    go({ item: [...props.path, list.length] });
  };
  const full = shape.maxItems !== undefined && list.length >= shape.maxItems;
  const canRemove = shape.minItems === undefined || list.length > shape.minItems;
  const shown = list.map((item, index) => ({ item, index })).filter(({ item }) => itemMatches(item, query));

  return (
    <FieldGroup id={id} label={props.label} help={help} error={error} hideLegend={props.hideLegend}>
      {list.length > SEARCH_FROM ? <ListSearch id={id} label={props.label} query={query} onQuery={setQuery} count={shown.length} /> : null}
      {removed ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-900">
          <span>Removed “{removed.name}”. It is gone from the site once you save.</span>
          <Button id={`${id}-undo`} variant="outline" size="sm" onClick={() => undo(removed)}>
            Undo
          </Button>
        </div>
      ) : null}
      {list.length === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
      <ol className="divide-y divide-slate-200 rounded-md border border-slate-200 empty:hidden">
        {shown.map(({ item, index }) => (
          <ListLine
            key={index}
            id={itemId(index)}
            path={[...props.path, index]}
            name={itemName(item, titleKey)}
            first={index === 0}
            last={index === list.length - 1}
            canMove={query === ''}
            canRemove={canRemove}
            onMove={(by) => move(index, by)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {full ? null : (
        <Button id={`${id}-add`} variant="outline" size="sm" onClick={add}>
          Add to {props.label}
        </Button>
      )}
    </FieldGroup>
  );
}
