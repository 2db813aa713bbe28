// The insurance pages' paths: the document a path asks the API for, its layout and its name.
import { paths, routeTable } from '@/config/paths';
import type { CategoryKey } from '@/features/insurance/types';
import { normalizePath } from '@/lib/normalize-path';

/** The last part of the path, which names the page's document: ".../Motorcycle-Insurance/" → "motorcycle-insurance". */
export function productSlugFromPath(path: string): string {
  return normalizePath(path).split('/').pop() ?? '';
}

const SMALL_WORDS = new Set(['and', 'or', 'of', 'for']);

/**
 * A page name read from the address ("rv-and-mobile-home-insurance" → "RV and Mobile Home Insurance"), shown while
 * the page's own title is on its way or could not be loaded. Short words other than the small ones are initials.
 */
export function titleFromPath(path: string): string {
  return productSlugFromPath(path)
    .split('-')
    .filter(Boolean)
    .map((word) =>
      SMALL_WORDS.has(word) ? word : word.length <= 3 ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

const categoryKeys: readonly CategoryKey[] = ['vehicle', 'property', 'business'];

/** "/insurance/property" → "property"; null for a path that is no category page. */
export function categoryKeyFromPath(path: string): CategoryKey | null {
  const key = productSlugFromPath(path);
  return categoryKeys.find((candidate) => candidate === key) ?? null;
}

/** The route table's name of the page at `path` ("Flood Insurance"), shown until the page's own copy arrives. */
export function routeTitleForPath(path: string, fallback = paths.insurance.title): string {
  const wanted = normalizePath(path);
  return routeTable.find((route) => route.path.toLowerCase() === wanted)?.title ?? fallback;
}
