// Category pages (/insurance/vehicle, /insurance/property, /insurance/business): one template fed by
// /api/copy/categories, the category picked by the path's last part; Recent Posts sidebar.
import { useLocation } from 'wouter';
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { PageHeading, PageHeadingSkeleton } from '@/components/ui/page-heading';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import { useCategory } from '@/features/insurance/api/get-categories';
import { CategoryPageContent, CategoryPageSkeleton } from '@/features/insurance/components/category-page-content';
import { categoryKeyFromPath, routeTitleForPath } from '@/features/insurance/lib/insurance-paths';
import { usePageTitle } from '@/lib/use-page-title';

export function InsuranceCategoryRoute() {
  const [location] = useLocation();
  const query = useCategory(categoryKeyFromPath(location) ?? 'vehicle');
  const category = query.data;
  const title = category?.title ?? routeTitleForPath(location);
  usePageTitle(title);

  // A document without this category counts as a failed load: the visitor gets the same message and phone.
  const failed = query.isError || category === null;

  return (
    <>
      {category || failed ? <PageHeading title={title} /> : <PageHeadingSkeleton />}
      <PageWithSidebar>
        {category ? (
          <CategoryPageContent category={category} />
        ) : failed ? (
          <PageLoadError onRetry={() => void query.refetch()} />
        ) : (
          <CategoryPageSkeleton />
        )}
      </PageWithSidebar>
    </>
  );
}
