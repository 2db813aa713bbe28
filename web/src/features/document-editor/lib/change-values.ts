// A field's value as the history shows it beside its change: text as written (markup dropped, long text cut), a
// box as Yes or No, a list by its entries or its length, nothing as "(empty)".
import type { JsonValue } from '@/features/document-editor/types';

/** Longer text is cut to this many characters, ending in "…". */
export const SHOWN_MAX = 120;

const cut = (text: string) => (text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text);
const plain = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

export function shownValue(value: JsonValue): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return cut(plain(value)) || '(empty)';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    if (value.every((item) => typeof item === 'string')) return cut(value.map((item) => plain(item as string)).join('; '));
    return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  }
  return cut(Object.values(value).filter((field) => typeof field === 'string').join(', ')) || '(a group of fields)';
}
