// How a link of the editorial copy is rendered: an in-app path, an outside site (new tab), or mailto:/tel: as is.

export type LinkKind = 'internal' | 'external' | 'mailto' | 'tel';

/** "/contact" → internal; "https://…" → external; "mailto:…" / "tel:…" → mailto / tel. */
export function linkKind(href: string): LinkKind {
  if (href.startsWith('/') && !href.startsWith('//')) return 'internal';
  const scheme = href.slice(0, href.indexOf(':') + 1).toLowerCase();
  if (scheme === 'mailto:') return 'mailto';
  if (scheme === 'tel:') return 'tel';
  return 'external';
}
