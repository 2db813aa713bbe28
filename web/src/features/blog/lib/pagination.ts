// Blog list pagination: 9 posts a page, page numbers from 1, read from and written to ?page=N.

export const POSTS_PER_PAGE = 9;

export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page number within 1…count; anything unreadable is page 1. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/** The page asked for by `?page=N`: a whole number of 1 or more, else 1 (clamp it to the count separately). */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The search string for a page: page 1 is the bare list ("" → /blog), others "page=N". */
export function pageSearch(page: number): string {
  return page > 1 ? `page=${page}` : '';
}

export type Page<T> = {
  items: T[];
  page: number;
  count: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/** The items of page `page` (clamped), with what the Previous/Next buttons need. */
export function paginate<T>(items: readonly T[], page: number, perPage = POSTS_PER_PAGE): Page<T> {
  const count = pageCount(items.length, perPage);
  const current = clampPage(page, count);
  const start = (current - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    page: current,
    count,
    hasPrevious: current > 1,
    hasNext: current < count,
  };
}
