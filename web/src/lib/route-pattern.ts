// Route pattern parser for wouter's <Router parser>: regexparam-style, always case-insensitive.

export type ParsedPattern = { keys: string[]; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Turns "/insurance/:category/:slug", "/blog/:slug?" or "/files/*" into a case-insensitive RegExp plus the
 * parameter names. Segments: `:name` (one segment), `:name?` (optional), `*` (rest of the path, key "*"),
 * `*?` (optional rest); anything else matches literally. A trailing slash is allowed. With `loose` (wouter's
 * nested routes) the pattern matches a prefix ending at a segment boundary.
 */
export function parseRoutePattern(route: string, loose = false): ParsedPattern {
  const keys: string[] = [];
  let source = '';
  for (const segment of route.split('/')) {
    if (!segment) continue;
    if (segment === '*' || segment === '*?') {
      keys.push('*');
      source += segment === '*?' ? '(?:/(.*))?' : '/(.*)';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      keys.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+?))?' : '/([^/]+?)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  return { keys, pattern: new RegExp(`^${source}${loose ? '(?=$|/)' : '/?$'}`, 'i') };
}

/** Match `path` against `route`; the params by name, or null. (The router does this through wouter.) */
export function matchRoutePattern(route: string, path: string): Record<string, string | undefined> | null {
  const { keys, pattern } = parseRoutePattern(route);
  const result = pattern.exec(path);
  if (!result) return null;
  return Object.fromEntries(keys.map((key, index) => [key, result[index + 1]]));
}
