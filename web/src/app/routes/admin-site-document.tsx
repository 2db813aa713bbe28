// A site document's editor (/admin/site?document=pages/about, signed-in staff only; &section= and &item= open one
// part: features/document-editor/lib/document-place; &page= links "View on site" back to the public page it was
// opened from): the form built from the document's model, with the posts' rich text editor and image upload lent
// to it, and a question before unsaved changes are lost (leaving, signing out, loading another version).
import { useCallback, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { isStaffAddress, paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { safeNextPath } from '@/features/auth/lib/safe-next';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { useDocuments } from '@/features/document-editor/api/get-documents';
import type { DocumentWidgets } from '@/features/document-editor/components/document-form-context';
import { DocumentEditor } from '@/features/document-editor/components/document-editor';
import { useOpenedSection } from '@/features/document-editor/lib/use-opened-section';
import { ImageUpload } from '@/features/post-editor/components/image-upload';
import { RichTextField } from '@/features/post-editor/components/rich-text-field';
import { confirmDiscard, useUnsavedChangesWarning } from '@/features/post-editor/lib/unsaved-changes';
import { DocumentChecklist } from '@/features/wording-review/components/document-checklist';
import { DocumentFindings } from '@/features/wording-review/components/document-findings';
import { usePageTitle } from '@/lib/use-page-title';

export const DOCUMENT_DISCARD_QUESTION = 'You have unsaved changes to this page of the site. Discard them?';

const WIDGETS: DocumentWidgets = {
  RichText: RichTextField,
  ImageUpload,
  review: { Findings: DocumentFindings, Checklist: DocumentChecklist },
};

const discardAsked = (dirty: boolean) => confirmDiscard(dirty, DOCUMENT_DISCARD_QUESTION);

export function SiteDocumentScreen({ name }: { name: string }) {
  const listed = useDocuments().data?.find((document) => document.name === name);
  const title = listed?.title ?? name;
  usePageTitle(`${title} · ${paths.adminSite.title}`);
  const session = useStaffOnly();
  const [dirty, setDirty] = useState(false);
  // Another item or section of the same document is the same editor: going there keeps what is typed.
  const stays = useCallback(
    (url: URL) => url.pathname === paths.adminSite.getHref() && url.searchParams.get('document') === name,
    [name],
  );
  useUnsavedChangesWarning(dirty, DOCUMENT_DISCARD_QUESTION, stays);
  const search = new URLSearchParams(useSearch());
  useOpenedSection(search.get('section'));
  const page = publicPage(search.get('page'));

  return (
    <AdminWorkspace title={title} intro={<BackToSite page={page} />} confirmSignOut={() => discardAsked(dirty)}>
      <Container className="max-w-3xl py-8 sm:py-10">
        <StaffScreenState session={session}>
          {(staff) => (
            <DocumentEditor
              name={name}
              title={title}
              csrfToken={staff.csrfToken}
              owner={staff.role === 'owner'}
              widgets={WIDGETS}
              onDirtyChange={setDirty}
              confirmDiscard={discardAsked}
            />
          )}
        </StaffScreenState>
      </Container>
      <Toaster />
    </AdminWorkspace>
  );
}

/** The public page "Edit this page" came from (?page=/faqs), when it is one of this site's public addresses. */
function publicPage(page: string | null): string | null {
  const path = safeNextPath(page, '');
  return path && !isStaffAddress(path) ? path : null;
}

function BackToSite({ page }: { page: string | null }) {
  return (
    <>
      <Link href={paths.adminSite.getHref()} className="text-teal-800 underline underline-offset-2">
        ← All of the site
      </Link>
      {page ? (
        <>
          {' · '}
          {/* A full load: the public page is server-rendered afresh with what was just saved. */}
          <a href={page} className="text-teal-800 underline underline-offset-2">
            View on site<span className="sr-only"> (the page you came from)</span>
          </a>
        </>
      ) : null}
    </>
  );
}
