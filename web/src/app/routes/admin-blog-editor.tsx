// Blog Post Editor (/admin/blog-editor, spec §2, §4): for signed-in staff only (else on to /admin/login?next=…).
// Post list on the left, the editor of the chosen post (?slug=) on the right, the staff header above.
import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AdminHeader } from '@/app/layouts/admin-header';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { PostList } from '@/features/admin-editor/components/post-list';
import { SelectPostPrompt } from '@/features/admin-editor/components/select-post-prompt';
import { useSelectedSlug } from '@/features/admin-editor/lib/use-selected-slug';
import { useStaffSession } from '@/features/auth/api/get-session';
import { usePostSummaries } from '@/features/blog/api/get-post-summaries';
import { postKeys } from '@/features/blog/api/post-keys';
import { PostEditor } from '@/features/post-editor/components/post-editor';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminBlogEditorRoute() {
  usePageTitle(paths.blogEditor.title);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useStaffSession();
  const [slug, selectSlug] = useSelectedSlug();
  const dirty = useRef(false);
  const listHeadingId = useId();
  const editorColumn = useRef<HTMLDivElement>(null);

  // Not signed in (or signed out elsewhere): sign in first, then come back here.
  const signedOut = session.data === null;
  useEffect(() => {
    if (!signedOut) return;
    const here = `${location}${search ? `?${search}` : ''}`;
    navigate(`${paths.adminLogin.getHref()}?next=${encodeURIComponent(here)}`, { replace: true });
  }, [signedOut, location, search, navigate]);

  const choose = (next: string | null) => {
    if (next === slug || !confirmDiscard(dirty.current)) return;
    dirty.current = false;
    selectSlug(next);
    // On narrow screens the editor sits below the list: bring it into view.
    if (next && window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => editorColumn.current?.scrollIntoView({ block: 'start' }));
    }
  };

  const staff = session.data;
  let body = null;
  if (session.isPending || signedOut) {
    body = (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading...
      </p>
    );
  } else if (session.isError) {
    body = (
      <div role="alert" className="my-10 rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
        <p className="font-semibold">Your sign-in could not be checked. Please try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (staff) {
    body = (
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-10">
        <section aria-labelledby={listHeadingId} className="min-w-0">
          <h2 id={listHeadingId} className="mb-3 text-lg font-bold text-navy-900">
            Posts
          </h2>
          <AllPostsList selectedSlug={slug} onSelect={choose} labelledBy={listHeadingId} />
        </section>
        <div ref={editorColumn} className="min-w-0 scroll-mt-24">
          {slug ? (
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
              <PostEditor
                key={slug}
                slug={slug}
                csrfToken={staff.csrfToken}
                postKeys={postKeys}
                layout="admin"
                onCancel={() => {
                  dirty.current = false;
                  selectSlug(null);
                }}
                onDirtyChange={(value) => {
                  dirty.current = value;
                }}
              />
            </div>
          ) : (
            <SelectPostPrompt />
          )}
        </div>
      </div>
    );
  }

  return (
    <TooltipProvider>
      <AdminHeader title={paths.blogEditor.title} confirmSignOut={() => confirmDiscard(dirty.current)}>
        {session.data ? 'Saved changes appear on the site at once.' : 'Edit the news and blog posts of the site.'}
      </AdminHeader>
      <Container className="py-8 sm:py-10">{body}</Container>
      <Toaster />
    </TooltipProvider>
  );
}

/** The admin list, fed by the same summary query as the public lists (a save refreshes them all). */
function AllPostsList(props: Omit<ComponentProps<typeof PostList>, 'summaries'>) {
  return <PostList summaries={usePostSummaries()} {...props} />;
}
