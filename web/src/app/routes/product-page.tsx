// Product and business pages (the 17 fixed paths under /insurance/…): one template fed by /api/products/{slug}.
// Vehicle and property pages get the Recent Posts sidebar; business pages the business sidebar and footer strip.
import { useLocation } from 'wouter';
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { PageHeading, PageHeadingSkeleton } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import { useProductPage } from '@/features/insurance/api/get-product-page';
import { BusinessFooterStrip } from '@/features/insurance/components/business-footer-strip';
import { BusinessSidebar } from '@/features/insurance/components/business-sidebar';
import { ProductPageContent } from '@/features/insurance/components/product-page-content';
import { ProductPageSkeleton } from '@/features/insurance/components/product-page-skeleton';
import { isBusinessPath, productSlugFromPath, routeTitleForPath } from '@/features/insurance/lib/insurance-paths';
import { isApiError } from '@/lib/api-client';
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

export function ProductPageRoute() {
  const [location] = useLocation();
  const query = useProductPage(productSlugFromPath(location));
  const page = query.data;
  const title = page?.title ?? routeTitleForPath(location);
  const notFound = isApiError(query.error) && query.error.status === 404;
  usePageTitle(title, {
    description: page?.summary,
    status: notFound ? 404 : 200,
    jsonLd: [page && { kind: 'breadcrumbs', items: productBreadcrumbs(location, page.title) }],
  });

  // The path decides the layout until the page says its kind, so the skeleton has the final page's shape.
  const isBusiness = page ? page.kind === 'business' : isBusinessPath(location);

  return (
    <>
      {page || query.isError ? <PageHeading title={title} /> : <PageHeadingSkeleton />}
      <PageWithSidebar sidebar={isBusiness ? <BusinessSidebar currentPath={location} /> : undefined}>
        {page ? (
          <ProductPageContent page={page} />
        ) : query.isError ? (
          <PageLoadError onRetry={() => void query.refetch()} />
        ) : (
          <ProductPageSkeleton />
        )}
      </PageWithSidebar>
      {isBusiness ? <BusinessFooterStrip /> : null}
    </>
  );
}
