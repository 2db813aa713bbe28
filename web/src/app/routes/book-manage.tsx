// Change your booking (/book/manage#link=…): where a booking mail's link leads; the link stays after "#", never sent
// as part of an address's query. Kept out of search results.
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { BookingTokenProvider } from '@/app/routes/booking-token';
import { paths } from '@/config/paths';
import { ManagePage } from '@/features/booking/components/manage-page';
import { usePageTitle } from '@/lib/use-page-title';
import { useAddressHash } from '@/features/booking/lib/use-address-hash';

export function BookManageRoute() {
  usePageTitle(paths.bookManage.title, { noindex: true });
  const hash = useAddressHash();
  return (
    <>
      <PageHeading title={paths.bookManage.title} />
      <Container className="py-10 sm:py-14">
        <BookingTokenProvider>
        {hash === null ? (
          <p className="max-w-3xl text-lg text-slate-700">This page opens the booking named in the link we e-mailed you, to move it to another time or cancel it.</p>
        ) : (
          <ManagePage hash={hash} />
        )}
        </BookingTokenProvider>
      </Container>
    </>
  );
}
