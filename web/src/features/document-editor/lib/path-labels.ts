// A place in a document in the words of its form: the labels of the fields on the way there ("Office hours ›
// Saturday › Closes"), a list item by its name ("Travelers › 24-hour claims phone").
import { itemName } from '@/features/document-editor/lib/list-items';
import { labelOf, nonNullBranch, resolve } from '@/features/document-editor/lib/schema-nodes';
import { valueAt } from '@/features/document-editor/lib/value-paths';
import type { DocumentSchema, JsonValue, SchemaNode, ValuePath } from '@/features/document-editor/types';

/** The labels of the fields from the document down to `path`; `rootLabel` names a list that is the whole document. */
export function pathLabels(schema: DocumentSchema, value: JsonValue, path: ValuePath, rootLabel: string): string[] {
  const labels: string[] = [];
  let node: SchemaNode = schema;
  let listLabel = rootLabel;
  path.forEach((step, at) => {
    const shape = resolve(schema, nonNullBranch(node) ?? node);
    if (typeof step === 'number') {
      labels.push(itemName(valueAt(value, path.slice(0, at + 1)), step, listLabel));
      node = shape.items ?? {};
      return;
    }
    const child = shape.properties?.[step];
    const entries = shape.additionalProperties;
    node = child ?? (typeof entries === 'object' ? entries : {});
    listLabel = child ? labelOf(child, step) : step;
    labels.push(listLabel);
  });
  return labels;
}

/** The same labels as one name: "Office hours › Saturday › Closes" (the document's own name for its root). */
export const placeName = (schema: DocumentSchema, value: JsonValue, path: ValuePath, rootLabel: string) =>
  pathLabels(schema, value, path, rootLabel).join(' › ') || rootLabel;
