// Which box of the quote form a product page's Request Quote ticks (a coverage choice of
// service/requests/request_kinds.json): every business product "Business", the products with a box of their own
// theirs, and every other product (motorcycles, boats, earthquake, landlords…) "Something else".
import { paths } from '@/config/paths';
import type { ProductAddress } from '@/lib/api-types';

/** The products (content/products/<slug>.json) the form has a box of their own for. */
const OWN_BOX = new Map([
  ['homeowners-insurance', 'home'],
  ['condo-insurance', 'condo'],
  ['renters-insurance', 'renters'],
  ['flood-insurance', 'flood'],
  ['classic-car-insurance', 'auto'],
]);

/** The coverage choice a quote for the product ticks. */
export function quoteCoverageOf({ slug, kind }: Pick<ProductAddress, 'slug' | 'kind'>): string {
  return kind === 'business' ? kind : (OWN_BOX.get(slug) ?? 'other');
}

/** Where the product's Request Quote leads: the quote form with its coverage ticked (`?coverage=flood`). */
export function productQuoteHref(product: Pick<ProductAddress, 'slug' | 'kind'>): string {
  return `${paths.requestQuote.getHref()}?coverage=${quoteCoverageOf(product)}`;
}
