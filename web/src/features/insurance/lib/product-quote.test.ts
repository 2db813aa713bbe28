// Tests of a product page's Request Quote address: the product's coverage choice, a declared one, for every product.
import { describe, expect, it } from 'vitest';
import { declaredField } from '@/config/request-kinds';
import { productQuoteHref, quoteCoverageOf } from '@/features/insurance/lib/product-quote';

// Vitest's (Vite's) import.meta.glob, which the project's browser-only types do not declare.
declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

type Product = { slug: string; kind: 'vehicle' | 'property' | 'business' };

// The products of the tests' own content (tests/fixtures/content/products).
const products = Object.values(
  import.meta.glob<Product>('../../../../../tests/fixtures/content/products/*.json', { eager: true, import: 'default' }),
);
const bySlug = (slug: string) => products.find((product) => product.slug === slug)!;

describe('productQuoteHref', () => {
  it('leads to the quote form with the product’s own box ticked', () => {
    expect(productQuoteHref(bySlug('flood-insurance'))).toBe('/request-quote?coverage=flood');
    expect(productQuoteHref(bySlug('homeowners-insurance'))).toBe('/request-quote?coverage=home');
    expect(productQuoteHref(bySlug('classic-car-insurance'))).toBe('/request-quote?coverage=auto');
  });

  it('ticks Business for every business product and Something else for a product without a box', () => {
    expect(productQuoteHref(bySlug('general-liability-insurance'))).toBe('/request-quote?coverage=business');
    expect(productQuoteHref(bySlug('commercial-umbrella-insurance'))).toBe('/request-quote?coverage=business');
    expect(productQuoteHref(bySlug('motorcycle-insurance'))).toBe('/request-quote?coverage=other');
    expect(productQuoteHref({ slug: 'toString', kind: 'property' })).toBe('/request-quote?coverage=other');
  });

  it('names a declared coverage choice for every product', () => {
    const choices = Object.keys(declaredField('coverages').choices ?? {});
    expect(products.length).toBe(17);
    for (const product of products) expect(choices).toContain(quoteCoverageOf(product));
  });
});
