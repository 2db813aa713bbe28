// Book your annual review (/book/review#link=…): where the review mail's link leads. Kept out of search results.
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { ReviewPage } from '@/features/booking/components/review-page';
import { usePageTitle } from '@/lib/use-page-title';

export function BookReviewRoute() {
  usePageTitle(paths.bookReview.title, { noindex: true });
  return (
    <>
      <PageHeading title={paths.bookReview.title} />
      <Container className="py-10 sm:py-14">
        <ReviewPage hash={typeof window === 'undefined' ? '' : window.location.hash} />
      </Container>
    </>
  );
}
