// About page (/about): the server page's title and text, agency highlights, phone, e-mail and quote links.
import { Link } from 'wouter';
import { ArrowRightIcon } from '@/components/ui/icons';
import { PageHeading, PageLoading } from '@/components/ui/page-heading';
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { paths } from '@/config/paths';
import { usePage } from '@/features/pages/api/get-page';
import { AboutContactCard } from '@/features/pages/components/about-contact-card';
import { AgencyHighlights } from '@/features/pages/components/agency-highlights';
import { PageParagraphs } from '@/features/pages/components/page-paragraphs';
import { PageNotFound } from '@/features/pages/components/page-status';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

const moreAbout = [paths.ourTeam, paths.companiesWeRepresent, paths.whyAnIndependentAgent];

export function AboutRoute() {
  usePageTitle(paths.about.title);
  const { data: page, isLoading } = usePage('about');
  const { data: facts } = useSiteFacts();

  if (isLoading) return <PageLoading />;
  if (!page) return <PageNotFound title={paths.about.title} />;

  return (
    <>
      <PageHeading title={page.title} />
      <PageWithSidebar>
        <div className="space-y-10">
          {facts ? <AgencyHighlights facts={facts} /> : null}
          <PageParagraphs content={page.content} />
          {facts ? <AboutContactCard facts={facts} /> : null}
          <nav aria-label="More about us">
            <ul className="grid gap-3 sm:grid-cols-3">
              {moreAbout.map((route) => (
                <li key={route.path}>
                  <Link
                    href={route.getHref()}
                    className="flex h-full items-center justify-between gap-2 rounded-lg border border-slate-200 px-4 py-3 font-semibold text-navy-900 hover:border-teal-500 hover:text-teal-700"
                  >
                    {route.title}
                    <ArrowRightIcon className="size-4 shrink-0" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </PageWithSidebar>
    </>
  );
}
