// Change your booking (/book/manage#link=…): where a booking mail's link leads; the link stays after "#", never sent
// as part of an address's query. Kept out of search results.
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { ManagePage } from '@/features/booking/components/manage-page';
import { usePageTitle } from '@/lib/use-page-title';

export function BookManageRoute() {
  usePageTitle(paths.bookManage.title, { noindex: true });
  return (
    <>
      <PageHeading title={paths.bookManage.title} />
      <Container className="py-10 sm:py-14">
        <ManagePage hash={typeof window === 'undefined' ? '' : window.location.hash} />
      </Container>
    </>
  );
}
