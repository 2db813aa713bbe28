// /insurance/{category}/{slug}: the product page whose content (content/products/*.json) names this path, else the
// service of that slug. Product pages are content, so a new one is one JSON file and no route. The list of product
// addresses decides, so a service's address never asks for a product page that is not there.
import { lazy } from 'react';
import { useLocation } from 'wouter';
import { Container } from '@/components/ui/container';
import { PageHeading, PageLoading } from '@/components/ui/page-heading';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import { productAt } from '@/features/insurance/api/get-product-addresses';
import { titleFromPath } from '@/features/insurance/lib/insurance-paths';
import { useProductAddresses } from '@/lib/product-addresses';

const ProductPageRoute = lazy(() => import('@/app/routes/product-page').then((m) => ({ default: m.ProductPageRoute })));
const ServiceDetailRoute = lazy(() =>
  import('@/app/routes/service-detail').then((m) => ({ default: m.ServiceDetailRoute })),
);

export function InsurancePageRoute() {
  const [location] = useLocation();
  const addresses = useProductAddresses();
  if (addresses.data) {
    const product = productAt(addresses.data, location);
    return product ? <ProductPageRoute address={product} /> : <ServiceDetailRoute />;
  }
  if (addresses.isError) {
    return (
      <>
        <PageHeading title={titleFromPath(location)} />
        <Container className="py-10 sm:py-14">
          <PageLoadError onRetry={() => void addresses.refetch()} />
        </Container>
      </>
    );
  }
  return <PageLoading />;
}
