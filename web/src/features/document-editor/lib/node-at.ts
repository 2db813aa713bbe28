// The schema node of the value at a place in a document (a list's item, an object's field, a map's entry), and
// the places of the fields only an owner may change (`x-owner-only`) that the form gathers under "Advanced".
import { nonNullBranch, resolve } from '@/features/document-editor/lib/schema-nodes';
import type { DocumentSchema, SchemaNode, ValuePath } from '@/features/document-editor/types';

/** The node drawn for the value at `path`, or null when the model has no such place. */
export function nodeAt(schema: DocumentSchema, path: ValuePath): SchemaNode | null {
  let node: SchemaNode = schema;
  for (const step of path) {
    const shape = resolve(schema, nonNullBranch(node) ?? node);
    const entries = typeof shape.additionalProperties === 'object' ? shape.additionalProperties : undefined;
    const next = typeof step === 'number' ? shape.items : (shape.properties?.[step] ?? entries);
    if (!next) return null;
    node = next;
  }
  return node;
}

/** The places of the owner-only fields inside the document's objects (not the whole document's own mark). */
export function ownerOnlyPaths(schema: DocumentSchema, node: SchemaNode = schema, path: ValuePath = []): ValuePath[] {
  const shape = resolve(schema, nonNullBranch(node) ?? node);
  return Object.entries(shape.properties ?? {}).flatMap(([key, child]) =>
    child['x-owner-only'] ? [[...path, key]] : ownerOnlyPaths(schema, child, [...path, key]),
  );
}
