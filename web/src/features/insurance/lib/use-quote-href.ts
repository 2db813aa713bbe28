// Where a page's quote buttons lead: on a product page, the quote form with that product's coverage ticked
// (lib/product-quote); anywhere else, the plain form. The one place that decides it, read by the header's Get a Quote,
// the mobile menu's and the product page's own buttons, from the address and the product list a product page has
// read (the server's data for the first render, so the server's HTML and hydration agree). It never asks for the list.
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { productAt } from '@/features/insurance/api/get-product-addresses';
import { productQuoteHref } from '@/features/insurance/lib/product-quote';
import { productAddressesQueryOptions } from '@/lib/product-addresses';

export function useQuoteHref(): string {
  const [location] = useLocation();
  const { data: products } = useQuery({ ...productAddressesQueryOptions(), enabled: false });
  const product = products ? productAt(products, location) : null;
  return product ? productQuoteHref(product) : paths.requestQuote.getHref();
}
