// Overview (/admin, signed-in staff only), where staff land after signing in: the new requests (waiting longest
// first), the drafts and the scheduled posts, and the last changes to the site with who made them.
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { Container } from '@/components/ui/container';
import { OverviewPanel } from '@/components/ui/overview-panel';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { PostsSummary } from '@/features/admin-editor/components/posts-summary';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { NewRequestsSummary } from '@/features/requests/components/new-requests-summary';
import { RecentChanges } from '@/features/workspace/components/recent-changes';
import { usePageTitle } from '@/lib/use-page-title';

/** How many of each a panel lists. */
const SHOWN = 5;
const CHANGES_SHOWN = 8;

export function AdminHomeRoute() {
  usePageTitle(paths.adminHome.title);
  const session = useStaffOnly();
  const editorHrefOf = (slug: string) => paths.blogEditor.getHref(slug);

  return (
    <AdminWorkspace title={paths.adminHome.title} intro="What is waiting, and what changed lately.">
      <Container className="py-6 sm:py-8">
        <StaffScreenState session={session}>
          <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            <NewRequestsSummary
              shown={SHOWN}
              hrefOf={(id) => paths.adminRequest.getHref(id)}
              allHref={paths.adminRequests.getHref()}
            />
            <PostsSummary status="draft" shown={SHOWN} editorHrefOf={editorHrefOf} allHref={paths.blogEditor.getHref()} />
            <PostsSummary status="scheduled" shown={SHOWN} editorHrefOf={editorHrefOf} allHref={paths.blogEditor.getHref()} />
          </div>
          <div className="mt-5">
            <OverviewPanel title="Last changes">
              <RecentChanges limit={CHANGES_SHOWN} />
            </OverviewPanel>
          </div>
        </StaffScreenState>
      </Container>
      <Toaster />
    </AdminWorkspace>
  );
}
