// Site (/admin/site, signed-in staff only): every content document of the site by group (Agency, Pages,
// Insurance, Insurance products), each linking to its editor; a file that no longer validates shows its problem.
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { DocumentList } from '@/features/document-editor/components/document-list';
import { usePageTitle } from '@/lib/use-page-title';

/** A document's editor: /admin/site/site, /admin/site/pages/about (a name has at most one folder). */
export function siteDocumentHref(name: string): string {
  const [folder = '', stem] = name.split('/');
  return stem === undefined ? paths.adminSiteDocument.getHref(folder) : paths.adminSiteFolderDocument.getHref(folder, stem);
}

export function AdminSiteRoute() {
  usePageTitle(paths.adminSite.title);
  const session = useStaffOnly();
  return (
    <AdminWorkspace title={paths.adminSite.title} intro="Everything the website says, besides the posts. Saved changes show at once.">
      <Container className="py-8 sm:py-10">
        <StaffScreenState session={session}>
          <DocumentList hrefOf={siteDocumentHref} />
        </StaffScreenState>
      </Container>
    </AdminWorkspace>
  );
}
