// A list item's name in its buttons ("Move Jane Doe up"): the first text of an object item, else its place.
import type { JsonValue } from '@/features/document-editor/types';

const NAME_MAX = 60;

export function itemName(item: JsonValue | undefined, index: number, listLabel: string): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const text = Object.values(item).find((field): field is string => typeof field === 'string' && field.trim() !== '');
    if (text) return text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text;
  }
  return `${listLabel} item ${index + 1}`;
}
