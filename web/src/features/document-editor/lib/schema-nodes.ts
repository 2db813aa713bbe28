// Reading a document's JSON Schema for its form: following `$ref`s, telling an optional (`X | None`) field from
// its value's shape, choosing each field's widget, wording a label from a key, and a new list item's first value.
import type { DocumentSchema, JsonObject, JsonValue, SchemaNode, Widget } from '@/features/document-editor/types';

/** What draws a field: the convention's widgets, or what its type chooses when it has no hint. */
export type FieldKind =
  | Widget
  | 'text'
  | 'number'
  | 'checkbox'
  | 'select'
  | 'object'
  | 'map'
  | 'list'
  | 'nullable'
  | 'unknown';

/** The node a `$ref` names (the node itself when it has none); its own title, description and hints win. */
export function resolve(schema: DocumentSchema, node: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  const name = node.$ref.replace(/^#\/\$defs\//, '');
  const target = schema.$defs?.[name] ?? {};
  const { $ref: _ref, ...own } = node;
  return { ...target, ...own, title: own.title, description: own.description };
}

const isNull = (node: SchemaNode) => node.type === 'null';

/** For `X | None`, the X (with the field's own title, description and hints kept); else null. */
export function nonNullBranch(node: SchemaNode): SchemaNode | null {
  const branches = node.anyOf;
  if (!branches || branches.length !== 2 || !branches.some(isNull)) return null;
  const value = branches.find((branch) => !isNull(branch)) ?? {};
  const { anyOf: _anyOf, default: _default, ...own } = node;
  return { ...value, ...own, 'x-widget': own['x-widget'] ?? value['x-widget'] };
}

/** How the field at `node` is drawn. */
export function fieldKind(schema: DocumentSchema, node: SchemaNode): FieldKind {
  const nullable = nonNullBranch(node);
  if (nullable) {
    const inner = resolve(schema, nullable);
    // An optional group has a box that makes it null; an optional text, number, choice, box or list is its one
    // control (empty, "None" or unticked is null; a missing list shows empty).
    return inner.type === 'object' && inner.properties ? 'nullable' : fieldKind(schema, inner);
  }
  const shape = resolve(schema, node);
  if (shape['x-widget']) return shape['x-widget'];
  if (shape.enum) return 'select';
  switch (shape.type) {
    case 'string':
      return shape.format === 'date' ? 'date' : 'text';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'checkbox';
    case 'array':
      return 'list';
    case 'object':
      return shape.properties ? 'object' : 'map';
    default:
      return 'unknown';
  }
}

/** `specialHours` → "Special hours", `claim_url` → "Claim url", `2` → "2". */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field's label: the title its model declares, else its key in words. */
export const labelOf = (node: SchemaNode, key: string) => node.title ?? labelFromKey(key);

/** Whether a value may be left out (an optional field): a nullable node, or one with a default. */
export const acceptsNull = (node: SchemaNode) => nonNullBranch(node) !== null;

/** A new value for `node`: its default, or an empty one of its shape (a new list item, a day that opens). */
export function emptyValue(schema: DocumentSchema, node: SchemaNode): JsonValue {
  if (node.default !== undefined) return structuredClone(node.default);
  if (acceptsNull(node)) return null;
  const shape = resolve(schema, node);
  if (shape.const !== undefined) return shape.const;
  if (shape.enum) return shape.enum[0] ?? '';
  switch (shape.type) {
    case 'object':
      return emptyObject(schema, shape);
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

function emptyObject(schema: DocumentSchema, shape: SchemaNode): JsonObject {
  const required = new Set(shape.required ?? []);
  const value: JsonObject = {};
  for (const [key, child] of Object.entries(shape.properties ?? {})) {
    // An optional field without a default is left out, as the stored documents do.
    if (required.has(key) || child.default !== undefined) value[key] = emptyValue(schema, child);
  }
  return value;
}

/** The opened value of an optional object (a closed day opened again): its shape, emptied. */
export function openedValue(schema: DocumentSchema, node: SchemaNode): JsonValue {
  const inner = nonNullBranch(node);
  return inner ? emptyValue(schema, { ...inner, default: undefined }) : emptyValue(schema, node);
}
