// Finish your quote request (/request-quote/resume#link=…): where the "Finish later" e-mail's link leads. The code
// form, the steps after it and the pages of a link that no longer works are the intake's (resume-page.tsx); once the
// request is sent, the quote form's own confirmation shows. Kept out of search results.
import type { RefObject } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { RequestConfirmation } from '@/features/forms/components/request-confirmation';
import { ResumePage } from '@/features/intake/components/resume-page';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function IntakeResumeRoute() {
  usePageTitle(paths.intakeResume.title, { noindex: true });
  const { data: facts } = useSiteFacts();
  const confirmation = (reference: string | null, headingRef: RefObject<HTMLHeadingElement | null>) =>
    facts ? <RequestConfirmation kind="quote" reference={reference} facts={facts} headingLevel={2} headingRef={headingRef} /> : null;
  return (
    <>
      <PageHeading title={paths.intakeResume.title} />
      <Container className="py-10 sm:py-14">
        <ResumePage confirmation={confirmation} />
      </Container>
    </>
  );
}
