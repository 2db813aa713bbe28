// Tests of the JSON-LD builders: opening hours from the site facts' wording, the agency, posts, breadcrumbs.
import { describe, expect, it } from 'vitest';
import { siteFacts } from '@/testing/fixtures';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  daysOf,
  insuranceAgencyJsonLd,
  structuredDataJsonLd,
  openingHours,
  to24Hour,
} from '@/lib/structured-data';

const page = { origin: 'https://agency.example', url: 'https://agency.example/contact' };

describe('opening hours', () => {
  it('reads clock times in 12-hour wording', () => {
    expect(to24Hour('9:00 AM')).toBe('09:00');
    expect(to24Hour('5:30 pm')).toBe('17:30');
    expect(to24Hour('12:00 PM')).toBe('12:00');
    expect(to24Hour('12 am')).toBe('00:00');
    expect(to24Hour('By appointment')).toBeNull();
  });

  it('reads day ranges with an en dash or a hyphen, and single days', () => {
    expect(daysOf('Monday – Friday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(daysOf('Monday - Wednesday')).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    expect(daysOf('Saturday')).toEqual(['Saturday']);
    expect(daysOf('Evenings')).toEqual([]);
  });

  it('keeps only rows with days and a time range ("Closed" and "By appointment" are left out)', () => {
    expect(
      openingHours([
        { days: 'Monday – Friday', hours: '9:00 AM – 5:00 PM' },
        { days: 'Saturday', hours: '9:00 AM – 12:00 PM' },
        { days: 'Evenings', hours: 'By appointment' },
        { days: 'Sunday', hours: 'Closed' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
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
  });
});
