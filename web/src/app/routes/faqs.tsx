// FAQ page (/faqs): /api/copy/faq — jump buttons, one-open accordion — with the Recent Posts sidebar on the right.
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { PageHeading, PageHeadingSkeleton } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import { useFaq } from '@/features/faq/api/get-faq';
import { FaqContent, FaqSkeleton } from '@/features/faq/components/faq-content';
import { usePageTitle } from '@/lib/use-page-title';

export function FaqsRoute() {
  const query = useFaq();
  const faq = query.data;
  const title = faq?.title ?? paths.faqs.title;
  usePageTitle(title);

  return (
    <>
      {faq || query.isError ? <PageHeading title={title} /> : <PageHeadingSkeleton />}
      <PageWithSidebar>
        {faq ? (
          <FaqContent faq={faq} />
        ) : query.isError ? (
          <PageLoadError onRetry={() => void query.refetch()} />
        ) : (
          <FaqSkeleton />
        )}
      </PageWithSidebar>
    </>
  );
}
