// The choices a link asks a kind's form to tick (/request-quote?coverage=flood): for each field declaring a
// `fromAddress` parameter, its value when given once and one of the field's choices, else none, and never an error.
// The service reads the quote's the same way for its render cache (service/render/page_url.py), so the server's HTML
// and the browser's hydration tick the same box.
import type { KindDefinition } from '@/config/request-kinds';

/** The choice each field of the kind is asked to tick by `search` ("?coverage=flood" or "coverage=flood"). */
export function presetsFromSearch(kind: KindDefinition, search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const presets: Record<string, string> = {};
  for (const field of kind.fields) {
    if (!field.fromAddress) continue;
    const values = query.getAll(field.fromAddress);
    const [value] = values;
    if (values.length === 1 && value !== undefined && Object.hasOwn(field.choices ?? {}, value)) {
      presets[field.name] = value;
    }
  }
  return presets;
}
