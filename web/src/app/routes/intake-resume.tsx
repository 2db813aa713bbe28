// Finish your quote request (/request-quote/resume#link=…): where the "Finish later" e-mail's link leads. The code
// form, the steps after it and the pages of a link that no longer works are the intake's (resume-page.tsx); kept out
// of search results.
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { ResumePage } from '@/features/intake/components/resume-page';
import { usePageTitle } from '@/lib/use-page-title';

export function IntakeResumeRoute() {
  usePageTitle(paths.intakeResume.title, { noindex: true });
  return (
    <>
      <PageHeading title={paths.intakeResume.title} />
      <Container className="py-10 sm:py-14">
        <ResumePage />
      </Container>
    </>
  );
}
