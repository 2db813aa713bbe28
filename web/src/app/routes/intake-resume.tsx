// Finish your quote request (/request-quote/resume#link=…): where the "Finish later" e-mail's link leads. The code
// form, the steps after it and the pages of a link that no longer works are the intake's (resume-page.tsx); once the
// request is sent, the quote form's own confirmation shows. Kept out of search results.
import { lazy, Suspense, useLayoutEffect, type RefObject } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { ResumePage } from '@/features/intake/components/resume-page';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

// Shown only once the request is sent: its code (the request kinds' words, the office hours) is no part of the page's
// first load.
const RequestConfirmation = lazy(() =>
  import('@/features/forms/components/request-confirmation').then((m) => ({ default: m.RequestConfirmation })),
);

/** Focus on the confirmation's heading once its code has come (the intake asked for focus when it was sent). */
function FocusWhenShown({ target }: { target: RefObject<HTMLHeadingElement | null> }) {
  useLayoutEffect(() => target.current?.focus(), [target]);
  return null;
}

export function IntakeResumeRoute() {
  usePageTitle(paths.intakeResume.title, { noindex: true });
  const { data: facts } = useSiteFacts();
  const confirmation = (reference: string | null, headingRef: RefObject<HTMLHeadingElement | null>) =>
    facts ? (
      <Suspense fallback={null}>
        <RequestConfirmation kind="quote" reference={reference} facts={facts} headingLevel={2} headingRef={headingRef} />
        <FocusWhenShown target={headingRef} />
      </Suspense>
    ) : null;
  return (
    <>
      <PageHeading title={paths.intakeResume.title} />
      <Container className="py-10 sm:py-14">
        <ResumePage confirmation={confirmation} />
      </Container>
    </>
  );
}
