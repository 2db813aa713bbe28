// A list item's name, as its line, its buttons ("Move Jane Doe up") and its history say it: the field its model
// marks as the item's title (`x-item-title`), else its first text; a text item is its own name.
import { resolve } from '@/features/document-editor/lib/schema-nodes';
import type { DocumentSchema, JsonValue, SchemaNode } from '@/features/document-editor/types';

const NAME_MAX = 80;
export const UNNAMED = 'Untitled';

/** The key of the field the model marks as naming an item of this shape, if any. */
export function itemTitleKey(schema: DocumentSchema, itemNode: SchemaNode | undefined): string | undefined {
  if (!itemNode) return undefined;
  const properties = resolve(schema, itemNode).properties ?? {};
  return Object.keys(properties).find((key) => properties[key]?.['x-item-title'] === true);
}

const shortened = (text: string) => {
  const line = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > NAME_MAX ? `${line.slice(0, NAME_MAX - 1)}…` : line;
};

/** The item's own name; "Untitled" for an item with no text yet. */
export function itemName(item: JsonValue | undefined, titleKey?: string): string {
  if (typeof item === 'string' || typeof item === 'number') return shortened(String(item)) || UNNAMED;
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const titled = titleKey ? item[titleKey] : undefined;
    if (typeof titled === 'string' && titled.trim() !== '') return shortened(titled);
    const text = Object.values(item).find((field): field is string => typeof field === 'string' && field.trim() !== '');
    if (text) return shortened(text);
  }
  return UNNAMED;
}

/** Whether any text of the item holds every word of the query (any case). */
export function itemMatches(item: JsonValue | undefined, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = textsOf(item).join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

function textsOf(value: JsonValue | undefined): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}
