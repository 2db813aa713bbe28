// A list (agents, phone lines, special dates, paragraphs): each item drawn by its own widget, with Move up, Move
// down and Remove; Add puts a new empty item at the end. Focus follows the item moved, and lands on a new item.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/features/document-editor/components/field-group';
import { ListItemActions } from '@/features/document-editor/components/list-item-actions';
import { SchemaField } from '@/features/document-editor/components/schema-field';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';
import { itemName } from '@/features/document-editor/lib/list-items';
import { emptyValue, nonNullBranch, resolve } from '@/features/document-editor/lib/schema-nodes';
import { fieldId, moved } from '@/features/document-editor/lib/value-paths';
import type { JsonValue } from '@/features/document-editor/types';

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** A key per item that moves with it, so each item keeps its own editor state (the rich text, say). */
function useItemKeys(count: number) {
  const [state, setState] = useState(() => ({ keys: Array.from({ length: count }, (_, at) => at), next: count }));
  if (state.keys.length !== count) {
    // The list changed outside its buttons: keys for the items there are now (React's adjust-during-render).
    const keys = state.keys.slice(0, count);
    let next = state.next;
    while (keys.length < count) keys.push(next++);
    setState({ keys, next });
  }
  const change = (edit: (keys: number[], fresh: number) => number[]) =>
    setState(({ keys, next }) => ({ keys: edit([...keys], next), next: next + 1 }));
  return { keys: state.keys, change };
}

export function ListField(props: FieldProps) {
  const { form, id, value, setValue, help, error } = useField(props);
  const list: JsonValue[] = Array.isArray(value) ? value : [];
  const shape = resolve(form.schema, nonNullBranch(props.node) ?? props.node);
  const itemNode = shape.items ?? {};
  const { keys, change } = useItemKeys(list.length);
  const itemId = (index: number) => fieldId([...props.path, index]);

  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    change((order) => moved(order, from, to));
    setValue(moved(list, from, to));
    // The same button again, unless the item reached that end of the list (the button is off): then the other.
    const canGoOn = by < 0 ? to > 0 : to < list.length - 1;
    focusSoon(`${itemId(to)}-${(by < 0) === canGoOn ? 'up' : 'down'}`);
  };
  const remove = (index: number) => {
    change((order) => order.filter((_, at) => at !== index));
    setValue(list.filter((_, at) => at !== index));
    focusSoon(list.length > 1 ? `${itemId(Math.min(index, list.length - 2))}-remove` : `${id}-add`);
  };
  const add = () => {
    change((order, fresh) => [...order, fresh]);
    setValue([...list, emptyValue(form.schema, { ...itemNode, default: undefined })]);
    focusSoon(`${itemId(list.length)}-item`);
  };
  const full = shape.maxItems !== undefined && list.length >= shape.maxItems;
  const canRemove = shape.minItems === undefined || list.length > shape.minItems;

  return (
    <FieldGroup id={id} label={props.label} help={help} error={error}>
      {list.length === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
      <ol className="space-y-4">
        {list.map((item, index) => {
          const name = itemName(item, index, props.label);
          return (
            <li key={keys[index] ?? `new-${index}`} id={`${itemId(index)}-item`} tabIndex={-1} className="space-y-3 rounded-md bg-slate-50 p-3 outline-none">
              <SchemaField node={itemNode} path={[...props.path, index]} label={name} />
              <ListItemActions
                id={itemId(index)}
                name={name}
                first={index === 0}
                last={index === list.length - 1}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
                canRemove={canRemove}
              />
            </li>
          );
        })}
      </ol>
      {full ? null : (
        <Button id={`${id}-add`} variant="outline" size="sm" onClick={add}>
          Add to {props.label}
        </Button>
      )}
    </FieldGroup>
  );
}
