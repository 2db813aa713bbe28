// Where in a document's editor the address points: `/admin/site?document=<name>` the document (its sections),
// `&section=<top-level key, or "advanced">` one section opened and brought into view, `&item=<dotted path>` one list
// item opened on its own (`item=sections.0.items.3`: the FAQ's first topic's fourth question).
import { dottedPath, pathOfDotted } from '@/features/document-editor/lib/value-paths';
import type { ValuePath } from '@/features/document-editor/types';

export type DocumentPlace = { section?: string | null; item?: ValuePath | null };

/** The section of the fields only an owner may change. */
export const ADVANCED_SECTION = 'advanced';

/** The place the address's search parameters name. */
export function placeOf(params: URLSearchParams): { section: string | null; item: ValuePath | null } {
  const item = params.get('item');
  return { section: params.get('section') || null, item: item ? pathOfDotted(item) : null };
}

/** `params` pointing at `place` instead (every other parameter kept). */
export function withPlace(params: URLSearchParams, place: DocumentPlace): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('section');
  next.delete('item');
  if (place.section) next.set('section', place.section);
  if (place.item) next.set('item', dottedPath(place.item));
  return next;
}

/** The address of a document's editor at a place: `/admin/site?document=copy/faq&item=sections.0.items.3`. */
export function documentPlaceHref(sitePath: string, name: string, place: DocumentPlace = {}): string {
  const search = withPlace(new URLSearchParams({ document: name }), place).toString();
  return `${sitePath}?${search}`;
}

/** Where "Back" from the item at `path` goes: the item holding its list, else the document at the list's section. */
export function placeAround(path: ValuePath): DocumentPlace {
  const list = path.slice(0, -1);
  const item = itemHolding(list);
  if (item) return { item };
  return { section: typeof list[0] === 'string' ? list[0] : null };
}

/** The innermost list item holding the place at `path` (the place itself when it is an item), or null. */
export function itemHolding(path: ValuePath): ValuePath | null {
  for (let at = path.length - 1; at >= 0; at -= 1) {
    if (typeof path[at] === 'number') return path.slice(0, at + 1);
  }
  return null;
}
