// Book a call (/book, /book/:type): the meeting types, a type's open times, the form and the confirmation
// (features/booking). The times are live: the server renders the heading, the browser reads the rest.
import { useParams } from 'wouter';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { BookingTokenProvider } from '@/app/routes/booking-token';
import { paths } from '@/config/paths';
import { BookPage } from '@/features/booking/components/book-page';
import { usePageTitle } from '@/lib/use-page-title';
import { useAddressHash } from '@/features/booking/lib/use-address-hash';

export function BookRoute() {
  const { type } = useParams<{ type?: string }>();
  usePageTitle(paths.book.title, {
    description: 'Book a call or a meeting with a local independent insurance agent, in office hours, online.',
  });
  return (
    <>
      <PageHeading title={paths.book.title} />
      <Container className="py-10 sm:py-14">
        <BookingTokenProvider>
        <BookPage typeId={type} hash={useAddressHash() ?? ''} />
        </BookingTokenProvider>
      </Container>
    </>
  );
}
