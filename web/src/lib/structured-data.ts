// Structured data (schema.org JSON-LD) for the head manager: the agency (InsuranceAgency), blog posts
// (BlogPosting), breadcrumbs (BreadcrumbList) and the FAQ (FAQPage), built from the site facts and the page's data. Pages declare
// what they want as data (StructuredData); the server render builds it, the browser loads this module on demand.
import type { SiteFacts } from '@/lib/site-facts';
import { toE164 } from '@/lib/site-facts';
import { dayName, type OfficeHours, WEEKDAYS } from '@/lib/office-hours';
import { htmlToText } from '@/lib/paragraph-conversion';
import { authorCardHref, type Author } from '@/lib/authors';

export type JsonLd = Record<string, unknown>;
/** A page's request for one JSON-LD block: data only, so that declaring it costs the page no code. */
export type StructuredData =
  | { kind: 'agency'; facts: SiteFacts }
  | { kind: 'post'; post: PostFacts; facts: SiteFacts | undefined }
  | { kind: 'breadcrumbs'; items: { name: string; path: string }[] }
  | { kind: 'faq'; sections: { items: FaqQuestion[] }[] };
/** A question of the FAQ and its answer as stored: HTML under the posts' policy. */
export type FaqQuestion = { question: string; answer: string };
/** Where the page is: the site's origin (for absolute URLs) and the page's absolute address. */
export type PageContext = { origin: string; url: string };

/** The week's hours as schema.org OpeningHoursSpecification: one for each set of days with the same hours. */
export function openingHours(hours: OfficeHours): JsonLd[] {
  const specs = new Map<string, { '@type': string; dayOfWeek: string[]; opens: string; closes: string }>();
  for (const day of WEEKDAYS) {
    const open = hours[day];
    if (!open) continue;
    const key = `${open.opens}-${open.closes}`;
    if (!specs.has(key)) specs.set(key, { '@type': 'OpeningHoursSpecification', dayOfWeek: [], ...open });
    specs.get(key)!.dayOfWeek.push(dayName(day));
  }
  return [...specs.values()];
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

/** A post's facts; `author`: the team member who wrote it, when the post names one the team has. */
export type PostFacts = { title: string; excerpt: string; date: string; imageUrl: string | null; author?: Author };

/** A team member as schema.org Person, with their card on Our Team. */
const person = (author: Author, origin: string): JsonLd => ({
  '@type': 'Person',
  name: author.name,
  jobTitle: author.role,
  url: `${origin}${authorCardHref(author.id)}`,
});

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
    ...(post.author ? { author: person(post.author, origin) } : agency ? { author: agency } : {}),
    ...(agency ? { publisher: agency } : {}),
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

/** The FAQ as schema.org FAQPage, each answer as its plain text (paragraphs apart, links as their words). */
export function faqPageJsonLd(questions: FaqQuestion[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(answer) },
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
    case 'faq':
      return faqPageJsonLd(item.sections.flatMap((section) => section.items));
  }
}
