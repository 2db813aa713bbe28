// Post preview (/admin/preview/{slug}), for signed-in staff only: the saved post — a draft or a scheduled post
// too — as visitors will see it, with the public post page's article and sidebar, under a banner that says
// plainly it is a preview and whether visitors can see the post yet; in the staff workspace's layout.
import { Link, useParams } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { PostArticle } from '@/features/blog/components/post-article';
import { useCacheBuster } from '@/features/blog/lib/use-cache-buster';
import { useEditablePost } from '@/features/post-editor/api/get-editable-post';
import { formatConnecticutLong } from '@/lib/connecticut-time';
import { statusAt } from '@/lib/post-status';
import { useDueClock } from '@/lib/use-due-clock';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminPostPreviewRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const session = useStaffOnly();
  const post = useEditablePost(slug, { enabled: session.data?.mustChangePassword === false });
  const stamp = useCacheBuster();
  const data = post.data?.post;
  const now = useDueClock([data?.publishAt]);
  usePageTitle(data ? `Preview: ${data.title}` : paths.adminPreview.title);

  if (!data) {
    return (
      <AdminWorkspace>
        <PageWithSidebar sidebar={null}>
        {session.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 font-semibold text-red-900">
            Your sign-in could not be checked. Please reload the page.
          </p>
        ) : post.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
            <h1 className="text-2xl font-bold">Blog Post Not Found</h1>
            <p className="mt-2">There is no post at this address to preview.</p>
            <Link href={paths.blogEditor.getHref()} className={`${buttonVariants({ variant: 'outline', size: 'sm' })} mt-4`}>
              Back to the editor
            </Link>
          </div>
        ) : (
          <p role="status" className="py-16 text-center text-slate-600">
            Loading...
          </p>
        )}
        </PageWithSidebar>
      </AdminWorkspace>
    );
  }

  const status = statusAt(data.status, data.publishAt, now);
  return (
    <AdminWorkspace>
      <div role="note" aria-label="Preview" className="border-b border-amber-300 bg-amber-50">
        <Container className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-amber-950">
            <p className="flex flex-wrap items-center gap-2 font-bold">
              Preview
              <StatusBadge status={status} publishAt={data.publishAt} />
            </p>
            <p className="mt-1 text-sm">
              {status === 'published'
                ? 'This post is on the site. This is how visitors see it.'
                : status === 'scheduled' && data.publishAt
                  ? `Visitors can’t see this post until ${formatConnecticutLong(data.publishAt)} (Connecticut time). This is how it will look.`
                  : 'Visitors can’t see this draft. This is how it will look once it is published.'}
            </p>
          </div>
          <Link
            href={paths.blogEditor.getHref(data.slug)}
            className={`${buttonVariants({ variant: 'outline', size: 'sm' })} shrink-0`}
          >
            Back to the editor
          </Link>
        </Container>
      </div>
      <PageWithSidebar stickySidebar>
        <PostArticle post={data} isFirst stamp={stamp} />
      </PageWithSidebar>
    </AdminWorkspace>
  );
}
