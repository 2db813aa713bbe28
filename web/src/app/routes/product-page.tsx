// Product and business pages (the paths content/products/*.json name): one template fed by /api/products/{slug}.
// The sidebar lists the posts about the product (their `coverages` name it); vehicle and property pages show Recent
// Posts instead when there are none. Business pages also get the business sidebar and footer strip.
import { useLocation } from 'wouter';
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import { SidebarRelatedPosts } from '@/features/blog/components/sidebar-posts';
import { useProductPage } from '@/features/insurance/api/get-product-page';
import { BusinessFooterStrip } from '@/features/insurance/components/business-footer-strip';
import { BusinessSidebar } from '@/features/insurance/components/business-sidebar';
import { ProductPageContent } from '@/features/insurance/components/product-page-content';
import { ProductPageSkeleton } from '@/features/insurance/components/product-page-skeleton';
import { routeTitleForPath } from '@/features/insurance/lib/insurance-paths';
import { useQuoteHref } from '@/features/insurance/lib/use-quote-href';
import type { ProductAddress } from '@/lib/api-types';
import { usePageTitle } from '@/lib/use-page-title';

/** Home › Insurance › Category › Product, for the BreadcrumbList of a product page. */
export function productBreadcrumbs(location: string, productTitle: string) {
  // "/insurance/vehicle-insurance/motorcycle-insurance" → the category page "/insurance/vehicle".
  const categorySegment = location.toLowerCase().split('/').filter(Boolean)[1] ?? '';
  const categoryPath = `/insurance/${categorySegment.replace(/-insurance$/, '')}`;
  return [
    { name: paths.home.title, path: paths.home.getHref() },
    { name: paths.insurance.title, path: paths.insurance.getHref() },
    { name: routeTitleForPath(categoryPath), path: categoryPath },
    { name: productTitle, path: location },
  ];
}

/** The product page at `address` (from the list of product addresses, so its title and kind are known at once). */
export function ProductPageRoute({ address }: { address: ProductAddress }) {
  const [location] = useLocation();
  const query = useProductPage(address.slug);
  const page = query.data;
  const title = page?.title ?? address.title;
  usePageTitle(title, {
    description: page?.summary,
    jsonLd: [page && { kind: 'breadcrumbs', items: productBreadcrumbs(location, page.title) }],
  });
  const isBusiness = address.kind === 'business';
  const quoteHref = useQuoteHref();

  return (
    <>
      <PageHeading title={title} />
      <PageWithSidebar
        sidebar={
          isBusiness ? (
            <div className="space-y-6">
              <BusinessSidebar currentPath={location} quoteHref={quoteHref} />
              <SidebarRelatedPosts productSlug={address.slug} productTitle={title} orRecent={false} />
            </div>
          ) : (
            <SidebarRelatedPosts productSlug={address.slug} productTitle={title} orRecent />
          )
        }
      >
        {page ? (
          <ProductPageContent page={page} quoteHref={quoteHref} />
        ) : query.isError ? (
          <PageLoadError onRetry={() => void query.refetch()} />
        ) : (
          <ProductPageSkeleton />
        )}
      </PageWithSidebar>
      {isBusiness ? <BusinessFooterStrip quoteHref={quoteHref} /> : null}
    </>
  );
}
