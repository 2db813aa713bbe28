// Site (/admin/site, signed-in staff only): every content document of the site by group (Agency, Pages,
// Insurance, Insurance products), each linking to its editor (?document=pages/about, one route: the public pages'
// route table stays as small as it is); a file that no longer validates shows its problem instead of a link.
import { useSearch } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { SiteDocumentScreen } from '@/app/routes/admin-site-document';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { DocumentList } from '@/features/document-editor/components/document-list';
import { documentPlaceHref, type DocumentPlace } from '@/features/document-editor/lib/document-place';
import { usePageTitle } from '@/lib/use-page-title';

/** The address of a document's editor, at a section or an item when given (lib/document-place.ts). */
export const siteDocumentHref = (name: string, place?: DocumentPlace) => documentPlaceHref(paths.adminSite.getHref(), name, place);

export function AdminSiteRoute() {
  const name = new URLSearchParams(useSearch()).get('document');
  return name ? <SiteDocumentScreen key={name} name={name} /> : <SiteScreen />;
}

function SiteScreen() {
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
