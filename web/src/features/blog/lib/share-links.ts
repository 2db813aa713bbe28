// Where a post's share links point: plain addresses of the mail client and of the sites' own share pages, so the
// page loads no script of theirs and the CSP stays as it is.

export type ShareLink = {
  id: 'email' | 'facebook' | 'linkedin';
  /** The link's accessible name. */
  name: string;
  /** What the link shows. */
  label: string;
  href: string;
  /** Opens another site (in a new tab); e-mail opens the visitor's mail client. */
  external: boolean;
};

/** The three share links of a post at the absolute address `url`. */
export function shareLinks(title: string, url: string): ShareLink[] {
  const address = encodeURIComponent(url);
  return [
    {
      id: 'email',
      name: 'Share by e-mail',
      label: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${address}`,
      external: false,
    },
    {
      id: 'facebook',
      name: 'Share on Facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${address}`,
      external: true,
    },
    {
      id: 'linkedin',
      name: 'Share on LinkedIn',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
      external: true,
    },
  ];
}
