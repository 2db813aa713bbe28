// Tests of the JSON-LD builders: opening hours from the site facts' week, the agency, posts, breadcrumbs, the FAQ.
import { describe, expect, it } from 'vitest';
import { siteFacts } from '@/testing/fixtures';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  insuranceAgencyJsonLd,
  structuredDataJsonLd,
  openingHours,
} from '@/lib/structured-data';

const page = { origin: 'https://agency.example', url: 'https://agency.example/contact' };

describe('opening hours', () => {
  const nineToFive = { opens: '09:00', closes: '17:00' };
  it('gives each set of days with the same hours one specification; closed days and the note are left out', () => {
    expect(
      openingHours({
        monday: nineToFive,
        tuesday: nineToFive,
        wednesday: { opens: '08:30', closes: '12:00' },
        thursday: nineToFive,
        friday: nineToFive,
        saturday: { opens: '08:30', closes: '12:00' },
        sunday: null,
        note: 'Evenings by appointment',
      }),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday', 'Saturday'], opens: '08:30', closes: '12:00' },
    ]);
  });
});

describe('InsuranceAgency', () => {
  it('describes the agency from the site facts', () => {
    const data = insuranceAgencyJsonLd(siteFacts, page);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'InsuranceAgency',
      name: siteFacts.name,
      url: 'https://agency.example/',
      telephone: '+12035550142',
      email: siteFacts.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '100 Broad Street',
        addressLocality: 'Milford',
        addressRegion: 'CT',
        postalCode: '06460',
      },
      areaServed: [
        { '@type': 'City', name: 'Milford' },
        { '@type': 'City', name: 'Orange' },
        { '@type': 'City', name: 'Stratford' },
      ],
      sameAs: ['https://facebook.example/agency', 'https://linkedin.example/agency'],
    });
    expect(data.openingHoursSpecification).toHaveLength(1);
  });
});

describe('BlogPosting', () => {
  it('names the post, its dates, an absolute image and the agency as author and publisher', () => {
    const post = { title: 'Winter Tips', excerpt: 'Stay safe.', date: '2024-01-15', imageUrl: '/media/a.webp' };
    const data = blogPostingJsonLd(post, siteFacts, { origin: page.origin, url: 'https://agency.example/blog/w' });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Winter Tips',
      description: 'Stay safe.',
      datePublished: '2024-01-15',
      dateModified: '2024-01-15',
      image: 'https://agency.example/media/a.webp',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://agency.example/blog/w' },
      author: { '@type': 'InsuranceAgency', name: siteFacts.name },
      publisher: { '@type': 'InsuranceAgency', name: siteFacts.name },
    });
  });

  it('names the team member who wrote the post as its author, a Person with their card on Our Team', () => {
    const author = { id: 'thomas-whitcomb', name: 'Thomas Whitcomb', role: 'Agent, Personal Lines' };
    const post = { title: 'T', excerpt: 'E', date: '2024-01-15', imageUrl: null, author };
    expect(blogPostingJsonLd(post, siteFacts, page)).toMatchObject({
      author: {
        '@type': 'Person',
        name: 'Thomas Whitcomb',
        jobTitle: 'Agent, Personal Lines',
        url: 'https://agency.example/about/our-team#thomas-whitcomb',
      },
      publisher: { '@type': 'InsuranceAgency', name: siteFacts.name },
    });
  });

  it('falls back to the social-share image for a post without one', () => {
    const post = { title: 'T', excerpt: 'E', date: '2024-01-15', imageUrl: null };
    expect(blogPostingJsonLd(post, siteFacts, page).image).toBe('https://agency.example/social-share.png');
  });
});

describe('BreadcrumbList', () => {
  it('numbers the items from 1 with absolute addresses', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Insurance Services', path: '/insurance' },
      ],
      page,
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://agency.example/' },
      { '@type': 'ListItem', position: 2, name: 'Insurance Services', item: 'https://agency.example/insurance' },
    ]);
  });
});

describe('FAQPage', () => {
  it("gives each question its answer's plain text: no tags, entities read, paragraphs apart", () => {
    const answer = '<p>Fish &amp; chips: <a href="/request-quote">ask us</a>.</p>\n<p>Then <strong>relax</strong>.</p>';
    expect(faqPageJsonLd([{ question: 'Q?', answer }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'Fish & chips: ask us.\n\nThen relax.' } },
      ],
    });
  });
});

describe('structuredDataJsonLd', () => {
  const context = { origin: 'https://agency.example', url: 'https://agency.example/x' };

  it('builds the block each kind of request names', () => {
    expect(structuredDataJsonLd({ kind: 'agency', facts: siteFacts }, context)['@type']).toBe('InsuranceAgency');
    const post = { title: 'T', excerpt: 'E', date: '2026-01-02', imageUrl: null };
    expect(structuredDataJsonLd({ kind: 'post', post, facts: siteFacts }, context)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      url: context.url,
    });
    const items = [{ name: 'Home', path: '/' }];
    expect(structuredDataJsonLd({ kind: 'breadcrumbs', items }, context)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1, name: 'Home', item: 'https://agency.example/' }],
    });
    const sections = [{ items: [{ question: 'Q?', answer: '<p>A.</p>' }] }, { items: [{ question: 'R?', answer: 'B' }] }];
    expect(structuredDataJsonLd({ kind: 'faq', sections }, context)).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'Q?' }, { name: 'R?' }],
    });
  });
});
