// Tests of the product template: sections, how each kind of link opens, and the quote block's four ways in.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductPageContent } from '@/features/insurance/components/product-page-content';
import { productQuoteHref } from '@/features/insurance/lib/product-quote';
import type { ProductPage } from '@/features/insurance/types';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { paths } from '@/config/paths';

const page: ProductPage = {
  slug: 'flood-insurance',
  path: '/insurance/property-insurance/flood-insurance',
  kind: 'property',
  title: 'Flood Insurance',
  summary: 'Flood insurance in Milford, CT.',
  intro: ['Standard home policies do not cover flood.', 'Milford has miles of shoreline.'],
  sections: [
    { heading: 'The waiting period', paragraphs: ['A new policy typically takes effect after 30 days.'], bullets: [] },
    { heading: 'What affects the price', paragraphs: [], bullets: ['Your flood zone', 'Your deductible'] },
  ],
  links: [
    { label: 'National Flood Insurance Program', href: 'https://www.floodsmart.gov', description: null },
    { label: 'E-mail us about flood insurance', href: 'mailto:info@example.com?subject=Flood%20insurance', description: null },
    { label: 'Flood basics', href: paths.blogPost.getHref('flood-basics'), description: 'More on flood coverage.' },
  ],
};

beforeEach(() => injectSiteFactsTag());

describe('ProductPageContent', () => {
  it('shows the intro and each section under an h2, with its paragraphs and bullets', () => {
    renderWithProviders(<ProductPageContent page={page} quoteHref={productQuoteHref(page)} />);
    expect(screen.getByText('Milford has miles of shoreline.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The waiting period' })).toBeInTheDocument();
    expect(screen.getByText('A new policy typically takes effect after 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Your deductible').closest('li')).toBeInTheDocument();
  });

  it('opens outside sites in a new tab without an opener, and says so', () => {
    renderWithProviders(<ProductPageContent page={page} quoteHref={productQuoteHref(page)} />);
    const link = screen.getByRole('link', { name: /^National Flood Insurance Program\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.floodsmart.gov');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves mailto: links as written and keeps site links in the same tab', () => {
    renderWithProviders(<ProductPageContent page={page} quoteHref={productQuoteHref(page)} />);
    const mail = screen.getByRole('link', { name: 'E-mail us about flood insurance' });
    expect(mail).toHaveAttribute('href', 'mailto:info@example.com?subject=Flood%20insurance');
    expect(mail).not.toHaveAttribute('target');
    const post = screen.getByRole('link', { name: 'Flood basics' });
    expect(post).toHaveAttribute('href', paths.blogPost.getHref('flood-basics'));
    expect(post).not.toHaveAttribute('target');
    expect(screen.getByText('More on flood coverage.')).toBeInTheDocument();
  });

  it('ends with the quote block: Request a Quote (the form with flood ticked), Book a Call, Contact Us and the phone', () => {
    renderWithProviders(<ProductPageContent page={page} quoteHref={productQuoteHref(page)} />);
    const block = screen.getByRole('region', { name: 'Get a quote' });
    expect(within(block).getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/request-quote?coverage=flood');
    expect(within(block).getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', paths.book.getHref());
    expect(within(block).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(block).getByRole('link', { name: 'Call (203) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+12035550142',
    );
  });

  it('has no Learn more list when the page has no links', () => {
    renderWithProviders(<ProductPageContent page={{ ...page, links: [] }} quoteHref={productQuoteHref(page)} />);
    expect(screen.queryByRole('heading', { name: 'Learn more' })).not.toBeInTheDocument();
  });
});
