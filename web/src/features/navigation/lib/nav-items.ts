// The site's main navigation: the groups and links of the header, shared by desktop and mobile menus.
import { paths } from '@/config/paths';

export type NavLink = { label: string; href: string };

/** A top-level entry: a plain link, or a group whose heading links to `href` and whose menu lists `items`. */
export type NavEntry = NavLink & {
  id: string;
  items?: readonly NavLink[];
  /** Paths (and everything under them) that count as this section, to mark it as the current one (else `href`). */
  section?: readonly string[];
};

export const mainNav: readonly NavEntry[] = [
  {
    id: 'about',
    label: 'About Us',
    href: paths.about.getHref(),
    items: [
      { label: 'Our Team', href: paths.ourTeam.getHref() },
      { label: 'Companies We Represent', href: paths.companiesWeRepresent.getHref() },
      { label: 'Why an Independent Agent', href: paths.whyAnIndependentAgent.getHref() },
      { label: 'News & Blog', href: paths.blog.getHref() },
    ],
    section: [paths.about.getHref(), paths.blog.getHref()],
  },
  {
    id: 'insurance',
    label: 'Insurance Services',
    href: paths.insuranceServices.getHref(),
    items: [
      { label: 'All Insurance Services', href: paths.insuranceServices.getHref() },
      { label: 'Vehicle Insurance', href: paths.vehicleInsurance.getHref() },
      { label: 'Property Insurance', href: paths.propertyInsurance.getHref() },
      { label: 'Business Insurance', href: paths.businessInsurance.getHref() },
    ],
    section: [paths.insuranceServices.getHref(), paths.insurance.getHref()],
  },
  {
    id: 'online-services',
    label: 'Online Services',
    href: paths.onlineServices.getHref(),
  },
  { id: 'faqs', label: 'FAQs', href: paths.faqs.getHref() },
  {
    id: 'contact',
    label: 'Contact Us',
    href: paths.contact.getHref(),
    items: [
      { label: 'Contact Us', href: paths.contact.getHref() },
      { label: 'Request a Quote', href: paths.requestQuote.getHref() },
      { label: 'Request a Policy Change', href: paths.requestPolicyChange.getHref() },
    ],
    section: [paths.contact.getHref(), paths.requestQuote.getHref(), paths.requestPolicyChange.getHref()],
  },
];

/** The path without query, hash or trailing slash, lower-cased: routes match case-insensitively. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '');
  return bare || '/';
}

/** True when `location` is `href` itself (the link to the page being shown). */
export function isCurrentPage(location: string, href: string): boolean {
  return normalizePath(location) === normalizePath(href);
}

/** True when `location` is inside the entry's section (its own pages or anything under them). */
export function isInSection(location: string, entry: NavEntry): boolean {
  const path = normalizePath(location);
  return (entry.section ?? [entry.href]).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
