// A path as the router matches it, to compare addresses: apart from the insurance pages' paths, so that the header
// (which finds a product page's quote link) loads only this.

/** A path as the router matches it: lowercase, without a trailing slash. */
export function normalizePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') : lower;
}
