// Book your annual review (/book/review#link=…): where the review mail's link leads. Kept out of search results.
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { BookingTokenProvider } from '@/app/routes/booking-token';
import { paths } from '@/config/paths';
import { ReviewPage } from '@/features/booking/components/review-page';
import { usePageTitle } from '@/lib/use-page-title';
import { useAddressHash } from '@/features/booking/lib/use-address-hash';

export function BookReviewRoute() {
  usePageTitle(paths.bookReview.title, { noindex: true });
  const hash = useAddressHash();
  return (
    <>
      <PageHeading title={paths.bookReview.title} />
      <Container className="py-10 sm:py-14">
        <BookingTokenProvider>
        {hash === null ? (
          <p className="max-w-3xl text-lg text-slate-700">This page books your annual policy review from the link we e-mailed you, with your details filled in.</p>
        ) : (
          <ReviewPage hash={hash} />
        )}
        </BookingTokenProvider>
      </Container>
    </>
  );
}
