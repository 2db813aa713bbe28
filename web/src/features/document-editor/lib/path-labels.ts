// A place in a document in the words of its form: the labels of the fields on the way there ("Office hours ›
// Saturday › Closes"), a list item by its name ("Travelers › 24-hour claims phone").
import { itemName, itemTitleKey } from '@/features/document-editor/lib/list-items';
import { labelOf, nonNullBranch, resolve } from '@/features/document-editor/lib/schema-nodes';
import { valueAt } from '@/features/document-editor/lib/value-paths';
import type { DocumentSchema, JsonValue, SchemaNode, ValuePath } from '@/features/document-editor/types';

/** The labels of the fields from the document down to `path`, a list item by its own name. */
export function pathLabels(schema: DocumentSchema, value: JsonValue, path: ValuePath): string[] {
  const labels: string[] = [];
  let node: SchemaNode = schema;
  path.forEach((step, at) => {
    const shape = resolve(schema, nonNullBranch(node) ?? node);
    if (typeof step === 'number') {
      labels.push(itemName(valueAt(value, path.slice(0, at + 1)), itemTitleKey(schema, shape.items)));
      node = shape.items ?? {};
      return;
    }
    const child = shape.properties?.[step];
    const entries = shape.additionalProperties;
    node = child ?? (typeof entries === 'object' ? entries : {});
    labels.push(child ? labelOf(child, step) : step);
  });
  return labels;
}

/** The same labels as one name: "Office hours › Saturday › Closes" (the document's own name for its root). */
export const placeName = (schema: DocumentSchema, value: JsonValue, path: ValuePath, rootLabel: string) =>
  pathLabels(schema, value, path).join(' › ') || rootLabel;
