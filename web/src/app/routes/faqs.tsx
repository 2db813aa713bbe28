// FAQ page (/faqs): /api/copy/faq — jump buttons, one-open accordion — with the Recent Posts sidebar on the right,
// and the questions as FAQPage structured data.
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { CopyPage } from '@/app/routes/copy-page';
import { paths } from '@/config/paths';
import { FaqContent, FaqSkeleton } from '@/features/faq/components/faq-content';

export function FaqsRoute() {
  return (
    <CopyPage
      name="faq"
      fallbackTitle={paths.faqs.title}
      Layout={PageWithSidebar}
      content={(faq) => <FaqContent faq={faq} />}
      skeleton={<FaqSkeleton />}
      jsonLd={(faq) => ({ kind: 'faq', sections: faq.sections })}
    />
  );
}
