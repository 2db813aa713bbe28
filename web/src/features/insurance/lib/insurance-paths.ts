// The insurance pages' paths: the document a path asks the API for, its layout, its name, and the business pages.
import { paths, routeTable } from '@/config/paths';
import type { CategoryKey } from '@/features/insurance/types';

const BUSINESS_PREFIX = '/insurance/business-insurance/';

/** The six business pages, in the order the business sidebar lists them. */
export const businessPages = [
  paths.generalLiabilityInsurance,
  paths.commercialPropertyInsurance,
  paths.businessAutoInsurance,
  paths.commercialUmbrellaInsurance,
  paths.workersCompensationInsurance,
  paths.bonds,
].map((page) => ({ href: page.getHref(), title: page.title }));

/** A path as the router matches it: lowercase, without a trailing slash. */
export function normalizePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') : lower;
}

/** The last part of the path, which names the page's document: ".../Motorcycle-Insurance/" → "motorcycle-insurance". */
export function productSlugFromPath(path: string): string {
  return normalizePath(path).split('/').pop() ?? '';
}

/** Business pages (under /insurance/business-insurance/) get the business sidebar and footer strip. */
export function isBusinessPath(path: string): boolean {
  return normalizePath(path).startsWith(BUSINESS_PREFIX);
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
