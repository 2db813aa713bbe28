// Blog post page (/blog/{slug}): the post reader with infinite scroll beside the Recent Posts sidebar; the post
// named by the site facts' quotePostSlug also carries the embedded quote form; the post opened ends with the
// newsletter's sign-up. Signed-in staff get the inline
// editor while the site's inlinePostEditing flag is on.
import { lazy, memo, Suspense, useState } from 'react';
import { useParams } from 'wouter';
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { DeferredContent } from '@/components/ui/deferred-content';
import { PostReader, type RenderAfterPost } from '@/features/blog/components/post-reader';
import { useSiteFacts } from '@/lib/site-facts';

// Loaded only while the flag is on; it loads the editor itself only for signed-in staff.
const InlineEditing = lazy(() =>
  import('@/app/routes/blog-post-inline-editing').then((m) => ({ default: m.InlineEditing })),
);
// Only one post carries the quote form, below the post. Server-rendered, its code loads as it nears the viewport.
const QuoteSection = lazy(() => import('@/app/routes/blog-post-quote-section').then((m) => ({ default: m.QuoteSection })));

// Under the post the page was opened on, the newsletter's sign-up; its code loads as it nears the viewport.
const PostNewsletter = lazy(() => import('@/app/routes/blog-post-newsletter').then((m) => ({ default: m.PostNewsletter })));

// Memoised: re-rendered with new props while its server HTML waits to hydrate, React would drop that HTML.
const DeferredPostNewsletter = memo(function DeferredPostNewsletter({ slug }: { slug: string }) {
  return (
    <DeferredContent fallback={null} eager>
      <PostNewsletter slug={slug} headingLevel={2} />
    </DeferredContent>
  );
});

// Memoised: re-rendered with new props while its server HTML waits to hydrate, React would drop that HTML.
const DeferredQuoteSection = memo(function DeferredQuoteSection({ headingLevel }: { headingLevel: 2 | 3 }) {
  return (
    <DeferredContent fallback={null} eager>
      <QuoteSection headingLevel={headingLevel} />
    </DeferredContent>
  );
});

/** The post slug of the address, decoded (a slug the browser sent encoded); as it came when it is no valid encoding. */
export function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function BlogPostRoute() {
  const slug = decodeSlug(useParams<{ slug: string }>().slug ?? '');
  const { data: facts } = useSiteFacts();
  const inlineEditing = facts?.features?.inlinePostEditing === true;
  const [editing, setEditing] = useState(false);

  const renderAfterPost: RenderAfterPost = (post, { isFirst }) =>
    post.slug === facts?.quotePostSlug ? <DeferredQuoteSection headingLevel={isFirst ? 2 : 3} /> : null;

  const renderBeforeEnd: RenderAfterPost = (post, { isFirst }) =>
    isFirst ? <DeferredPostNewsletter slug={post.slug} /> : null;

  return (
    <PageWithSidebar stickySidebar>
      {inlineEditing ? (
        <Suspense fallback={null}>
          <InlineEditing slug={slug} editing={editing} onEditingChange={setEditing} />
        </Suspense>
      ) : null}
      {inlineEditing && editing ? null : <PostReader slug={slug} renderAfterPost={renderAfterPost} renderBeforeEnd={renderBeforeEnd} />}
    </PageWithSidebar>
  );
}
