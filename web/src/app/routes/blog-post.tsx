// Blog post page (/blog/{slug}): the post reader with infinite scroll beside the Recent Posts sidebar; the post
// named by the site facts' quotePostSlug also carries the embedded quote form. Signed-in staff get the inline
// editor while the site's inlinePostEditing flag is on.
import { lazy, Suspense, useId, useState } from 'react';
import { useParams } from 'wouter';
import { PageWithSidebar } from '@/app/layouts/page-with-sidebar';
import { PostReader, type RenderAfterPost } from '@/features/blog/components/post-reader';
import { QuoteForm } from '@/features/forms/components/quote-form';
import { useSiteFacts } from '@/lib/site-facts';

// Loaded only while the flag is on; it loads the editor itself only for signed-in staff.
const InlineEditing = lazy(() =>
  import('@/app/routes/blog-post-inline-editing').then((m) => ({ default: m.InlineEditing })),
);

function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function BlogPostRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: facts } = useSiteFacts();
  const quotePostSlug = facts?.quotePostSlug ?? null;
  const inlineEditing = facts?.features?.inlinePostEditing === true;
  const [editing, setEditing] = useState(false);

  const renderAfterPost: RenderAfterPost = (post, { isFirst }) =>
    quotePostSlug !== null && post.slug === quotePostSlug ? <QuoteSection headingLevel={isFirst ? 2 : 3} /> : null;

  return (
    <PageWithSidebar stickySidebar>
      {inlineEditing ? (
        <Suspense fallback={null}>
          <InlineEditing slug={decodeSlug(slug)} editing={editing} onEditingChange={setEditing} />
        </Suspense>
      ) : null}
      {inlineEditing && editing ? null : <PostReader slug={decodeSlug(slug)} renderAfterPost={renderAfterPost} />}
    </PageWithSidebar>
  );
}

function QuoteSection({ headingLevel }: { headingLevel: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-slate-200 pt-10">
      <Heading id={headingId} className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
        Get Your Free Quote Today
      </Heading>
      <p className="mt-3 mb-6 max-w-2xl text-slate-600">
        Tell us what you would like to insure. One of our licensed agents will compare options from the companies
        we represent and get back to you.
      </p>
      <QuoteForm />
    </section>
  );
}
