// Which box of the quote form a product page's Request Quote ticks: each product (content/products/<slug>.json)
// named with the quote's coverage choice (service/requests/request_kinds.json) it is a quote for. Products the
// form has no box of their own for go under "Something else"; a product missing here links to the plain form.
import { paths } from '@/config/paths';

const PRODUCT_COVERAGE: Readonly<Record<string, string>> = {
  'homeowners-insurance': 'home',
  'condo-insurance': 'condo',
  'renters-insurance': 'renters',
  'flood-insurance': 'flood',
  'classic-car-insurance': 'auto',
  'earthquake-insurance': 'other',
  'landlord-protection': 'other',
  'motorcycle-insurance': 'other',
  'motorsport-and-atv-insurance': 'other',
  'rv-and-mobile-home-insurance': 'other',
  'boat-and-watercraft-insurance': 'other',
  bonds: 'business',
  'business-auto-insurance': 'business',
  'commercial-property-insurance': 'business',
  'commercial-umbrella-insurance': 'business',
  'general-liability-insurance': 'business',
  'workers-compensation-insurance': 'business',
};

/** The coverage choice a quote for the product `slug` ticks, or null when none is named for it. */
export function quoteCoverageOf(slug: string): string | null {
  return Object.hasOwn(PRODUCT_COVERAGE, slug) ? (PRODUCT_COVERAGE[slug] ?? null) : null;
}

/** Where the product's Request Quote leads: the quote form with its coverage ticked (`?coverage=flood`). */
export function productQuoteHref(slug: string): string {
  const coverage = quoteCoverageOf(slug);
  const form = paths.requestQuote.getHref();
  return coverage ? `${form}?${new URLSearchParams({ coverage }).toString()}` : form;
}

/** Every product slug named here (for the test that holds the names to the products and the choices). */
export const PRODUCTS_WITH_COVERAGE = Object.keys(PRODUCT_COVERAGE);
