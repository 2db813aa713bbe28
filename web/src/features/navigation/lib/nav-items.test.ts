// Tests of the navigation data and the "current page / current section" rules.
import { describe, expect, it } from 'vitest';
import { isCurrentPage, isInSection, mainNav, normalizePath } from '@/features/navigation/lib/nav-items';
import { paths } from '@/config/paths';

const entry = (id: string) => mainNav.find((item) => item.id === id)!;

describe('mainNav', () => {
  it('holds the groups and links of the header in order', () => {
    expect(mainNav.map((item) => [item.label, item.href])).toEqual([
      ['About Us', '/about'],
      ['Insurance Services', '/insurance-services'],
      ['Online Services', '/online-services'],
      ['FAQs', '/faqs'],
      ['Contact Us', '/contact'],
    ]);
    expect(entry('about').items!.map((item) => item.href)).toEqual([
      '/about/our-team',
      '/about/companies-we-represent',
      '/about/why-an-independent-agent',
      paths.blog.getHref(),
    ]);
    expect(entry('about').items!.at(-1)!.label).toBe('News & Blog');
    expect(entry('insurance').items!.map((item) => item.href)).toEqual([
      '/insurance-services',
      '/insurance/vehicle',
      '/insurance/property',
      '/insurance/business',
    ]);
    expect(entry('contact').items!.map((item) => item.href)).toEqual([
      '/contact',
      '/request-quote',
      '/request-policy-change',
    ]);
  });
});

describe('normalizePath', () => {
  it('drops query, hash and trailing slashes and lower-cases', () => {
    expect(normalizePath('/About/Our-Team/?x=1#top')).toBe('/about/our-team');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});

describe('isCurrentPage', () => {
  it('matches the same page whatever the case or trailing slash', () => {
    expect(isCurrentPage('/FAQS/', '/faqs')).toBe(true);
    expect(isCurrentPage('/faqs/more', '/faqs')).toBe(false);
  });
});

describe('isInSection', () => {
  it('counts a section’s own pages and everything under them', () => {
    expect(isInSection('/about', entry('about'))).toBe(true);
    expect(isInSection('/About/Our-Team', entry('about'))).toBe(true);
    expect(isInSection(paths.blogPost.getHref('winter-driving-tips'), entry('about'))).toBe(true);
    expect(isInSection('/insurance/vehicle-insurance/boat-insurance', entry('insurance'))).toBe(true);
    expect(isInSection('/request-quote', entry('contact'))).toBe(true);
  });

  it('counts a plain link’s own page and what is under it when it names no section', () => {
    expect(entry('faqs').section).toBeUndefined();
    expect(isInSection('/faqs', entry('faqs'))).toBe(true);
    expect(isInSection('/FAQs/', entry('faqs'))).toBe(true);
    expect(isInSection('/online-services/pay', entry('online-services'))).toBe(true);
    expect(isInSection('/faqsx', entry('faqs'))).toBe(false);
  });

  it('does not count look-alike prefixes', () => {
    expect(isInSection('/aboutus', entry('about'))).toBe(false);
    expect(isInSection('/insurance-servicesx', entry('insurance'))).toBe(false);
    expect(isInSection('/', entry('about'))).toBe(false);
  });
});
