// Tests of a product page's Request Quote address: the product's coverage choice, declared, for every product.
import { describe, expect, it } from 'vitest';
import { declaredField } from '@/config/request-kinds';
import { PRODUCTS_WITH_COVERAGE, productQuoteHref, quoteCoverageOf } from '@/features/insurance/lib/product-quote';

// Vitest's (Vite's) import.meta.glob, which the project's browser-only types do not declare.
declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

// The products of the tests' own content (tests/fixtures/content/products).
const productFiles = import.meta.glob<{ slug: string }>('../../../../../tests/fixtures/content/products/*.json', {
  eager: true,
  import: 'default',
});
const productSlugs = Object.values(productFiles).map((product) => product.slug);

describe('productQuoteHref', () => {
  it('leads to the quote form with the product’s coverage ticked', () => {
    expect(productQuoteHref('flood-insurance')).toBe('/request-quote?coverage=flood');
    expect(productQuoteHref('homeowners-insurance')).toBe('/request-quote?coverage=home');
    expect(productQuoteHref('general-liability-insurance')).toBe('/request-quote?coverage=business');
  });

  it('leads to the plain form for a product it does not know', () => {
    expect(productQuoteHref('space-travel-insurance')).toBe('/request-quote');
    expect(productQuoteHref('toString')).toBe('/request-quote');
  });

  it('names a coverage for every product, and only declared choices', () => {
    const choices = Object.keys(declaredField('coverages').choices ?? {});
    expect(productSlugs.length).toBeGreaterThan(0);
    expect([...PRODUCTS_WITH_COVERAGE].sort()).toEqual([...productSlugs].sort());
    for (const slug of productSlugs) expect(choices).toContain(quoteCoverageOf(slug));
  });
});
