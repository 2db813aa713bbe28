// /newsletter/confirm#<token>: the confirmation mail's link; the token stays after "#", never sent as part of an
// address. The page renders its frame on the server and confirms in the browser. Kept out of search results.
import { useNewsletterTokens } from '@/app/layouts/newsletter-tokens';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useAddressHash } from '@/features/booking/lib/use-address-hash';
import { useNewsletterCopy } from '@/features/newsletter/api/newsletter-copy';
import { ConfirmPage } from '@/features/newsletter/components/confirm-page';
import { SignUpForm } from '@/features/newsletter/components/sign-up-form';
import { fragmentToken } from '@/lib/fragment-params';
import { usePageTitle } from '@/lib/use-page-title';

/** The sign-up again, under an expired link. */
function SignUpAgain() {
  const { data: copy } = useNewsletterCopy();
  const tokens = useNewsletterTokens();
  return copy ? <SignUpForm copy={copy} page={paths.newsletterConfirm.getHref()} tokens={tokens} /> : null;
}

export function NewsletterConfirmRoute() {
  usePageTitle(paths.newsletterConfirm.title, { noindex: true });
  const hash = useAddressHash();
  return (
    <>
      <PageHeading title={paths.newsletterConfirm.title} />
      <Container className="py-10 sm:py-14">
        <ConfirmPage token={hash === null ? null : fragmentToken(hash)} signUp={<SignUpAgain />} />
      </Container>
    </>
  );
}
