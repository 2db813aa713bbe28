// Structured data (schema.org JSON-LD) for the head manager: the agency (InsuranceAgency), blog posts
// (BlogPosting) and breadcrumbs (BreadcrumbList), built from the site facts and the page's data. Pages declare
// what they want as data (StructuredData); the server render builds it, the browser loads this module on demand.
import type { SiteFacts } from '@/lib/site-facts';
import { toE164 } from '@/lib/site-facts';

export type JsonLd = Record<string, unknown>;
/** A page's request for one JSON-LD block: data only, so that declaring it costs the page no code. */
export type StructuredData =
  | { kind: 'agency'; facts: SiteFacts }
  | { kind: 'post'; post: PostFacts; facts: SiteFacts | undefined }
  | { kind: 'breadcrumbs'; items: { name: string; path: string }[] };
/** Where the page is: the site's origin (for absolute URLs) and the page's absolute address. */
export type PageContext = { origin: string; url: string };

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "9:00 AM" → "09:00"; null for anything that is not a clock time. */
export function to24Hour(text: string): string | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?\s*$/.exec(text);
  if (!match) return null;
  let hour = Number(match[1]) % 12;
  if (match[3]!.toLowerCase() === 'p') hour += 12;
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/** "Monday – Friday" → Monday…Friday; "Saturday" → [Saturday]; anything else (e.g. "Evenings") → []. */
export function daysOf(text: string): string[] {
  const names = text.split(/\s*[–—-]\s*|\s+to\s+/i).map((part) => part.trim().toLowerCase());
  const indexes = names.map((name) => DAY_NAMES.findIndex((day) => day.toLowerCase() === name));
  if (indexes.some((index) => index < 0)) return [];
  if (indexes.length === 1) return [DAY_NAMES[indexes[0]!]!];
  if (indexes.length !== 2) return [];
  const [from, to] = indexes as [number, number];
  return from <= to ? DAY_NAMES.slice(from, to + 1) : [];
}

/** The site facts' hours as schema.org OpeningHoursSpecification: only rows with weekdays and a clock range. */
export function openingHours(hours: SiteFacts['hours']): JsonLd[] {
  return hours.flatMap(({ days, hours: range }) => {
    const dayList = daysOf(days);
    const [opens, closes] = range.split(/\s*[–—-]\s*/).map(to24Hour);
    if (!dayList.length || !opens || !closes) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: dayList, opens, closes }];
  });
}

const organization = (facts: SiteFacts, origin: string): JsonLd => ({
  '@type': 'InsuranceAgency',
  '@id': `${origin}/#agency`,
  name: facts.name,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
});

export function insuranceAgencyJsonLd(facts: SiteFacts, { origin }: PageContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...organization(facts, origin),
    description: facts.description,
    image: `${origin}/social-share.png`,
    telephone: toE164(facts.phone),
    faxNumber: toE164(facts.fax),
    email: facts.email,
    foundingDate: String(facts.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      addressLocality: facts.address.city,
      addressRegion: facts.address.state,
      postalCode: facts.address.zip,
      addressCountry: 'US',
    },
    openingHoursSpecification: openingHours(facts.hours),
    areaServed: facts.areaServed.map((name) => ({ '@type': 'City', name })),
    sameAs: facts.social.map((link) => link.url),
  };
}

export type PostFacts = { title: string; excerpt: string; date: string; imageUrl: string | null };

export function blogPostingJsonLd(post: PostFacts, facts: SiteFacts | undefined, { origin, url }: PageContext): JsonLd {
  const agency = facts ? organization(facts, origin) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    image: post.imageUrl ? new URL(post.imageUrl, `${origin}/`).href : `${origin}/social-share.png`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(agency ? { author: agency, publisher: agency } : {}),
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], { origin }: PageContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

/** The JSON-LD a page asked for. */
export function structuredDataJsonLd(item: StructuredData, context: PageContext): JsonLd {
  switch (item.kind) {
    case 'agency':
      return insuranceAgencyJsonLd(item.facts, context);
    case 'post':
      return blogPostingJsonLd(item.post, item.facts, context);
    case 'breadcrumbs':
      return breadcrumbJsonLd(item.items, context);
  }
}
