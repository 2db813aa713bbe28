// /newsletter/preferences#<token>: a newsletter's link to change topics or unsubscribe; the lasting token stays after
// "#", never sent as part of an address. The page renders its frame on the server and reads the preferences in the
// browser. Kept out of search results.
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useAddressHash } from '@/features/booking/lib/use-address-hash';
import { PreferencesPage } from '@/features/newsletter/components/preferences-page';
import { fragmentToken } from '@/lib/fragment-params';
import { usePageTitle } from '@/lib/use-page-title';

export function NewsletterPreferencesRoute() {
  usePageTitle(paths.newsletterPreferences.title, { noindex: true });
  const hash = useAddressHash();
  return (
    <>
      <PageHeading title={paths.newsletterPreferences.title} />
      <Container className="py-10 sm:py-14">
        <PreferencesPage token={hash === null ? null : fragmentToken(hash)} />
      </Container>
    </>
  );
}
