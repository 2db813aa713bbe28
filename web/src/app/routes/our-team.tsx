// Our Team page (/about/our-team): server page title and text, mission, why choose us, agent profiles.
import { PageHeading, PageLoading } from '@/components/ui/page-heading';
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { paths } from '@/config/paths';
import { usePage } from '@/features/pages/api/get-page';
import { PageParagraphs } from '@/features/pages/components/page-paragraphs';
import { PageNotFound } from '@/features/pages/components/page-status';
import { TeamMission } from '@/features/team/components/team-mission';
import { TeamProfiles } from '@/features/team/components/team-profiles';
import { WhyChooseUs } from '@/features/team/components/why-choose-us';
import { useCopy } from '@/lib/copy-query';
import { usePageTitle } from '@/lib/use-page-title';

export function OurTeamRoute() {
  usePageTitle(paths.ourTeam.title);
  const page = usePage('our-team');
  const team = useCopy('team');

  if (page.isLoading || team.isLoading) return <PageLoading />;
  if (!page.data) return <PageNotFound title={paths.ourTeam.title} />;

  return (
    <>
      <PageHeading title={page.data.title} />
      <PageWithSidebar>
        <div className="space-y-12">
          <PageParagraphs content={page.data.content} />
          {team.data ? (
            <>
              <TeamMission mission={team.data.mission} />
              <WhyChooseUs points={team.data.whyChooseUs} />
              <TeamProfiles agents={team.data.agents} />
            </>
          ) : null}
        </div>
      </PageWithSidebar>
    </>
  );
}
