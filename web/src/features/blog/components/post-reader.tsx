// Post reader (spec §2, §4): the opened post, then older posts appended as the reader nears the page's end
// ("Loading next post..." first), the address bar following the post in view; loading and not-found states.
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePost } from '@/features/blog/api/get-post';
import { usePosts } from '@/features/blog/api/get-posts';
import { PostArticle } from '@/features/blog/components/post-article';
import { findNextOlderPost } from '@/features/blog/lib/next-post';
import { useCacheBuster } from '@/features/blog/lib/use-cache-buster';
import { useInfiniteScroll } from '@/features/blog/lib/use-infinite-scroll';
import { usePostInView } from '@/features/blog/lib/use-post-in-view';
import type { BlogPost } from '@/features/blog/types';
import { inPageAddressState } from '@/lib/in-page-address';
import { isApiError } from '@/lib/api-client';
import { useSiteFacts } from '@/lib/site-facts';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { usePageTitle } from '@/lib/use-page-title';

/** What the page adds after a post's content (e.g. the quote form); `isFirst` tells the heading level to use. */
export type RenderAfterPost = (post: BlogPost, context: { isFirst: boolean }) => ReactNode;

type PostReaderProps = { slug: string; renderAfterPost?: RenderAfterPost };

export function PostReader({ slug, renderAfterPost }: PostReaderProps) {
  const [, navigate] = useLocation();
  // root: the post the reading started from. address: the slug last seen in the address bar. inView: the post
  // the reader last put in the address bar itself.
  const [session, setSession] = useState({ root: slug, address: slug, inView: slug });

  let current = session;
  if (slug !== session.address) {
    // The address changed. To the post the reader itself announced: reading goes on. Anywhere else (a link,
    // back or forward): that post opens afresh.
    current =
      slug === session.inView ? { ...session, address: slug } : { root: slug, address: slug, inView: slug };
    setSession(current);
  }

  const showInAddressBar = (inView: string) => {
    // Record the post first, so that the address change that follows is known as the reader's own.
    flushSync(() => setSession((previous) => ({ ...previous, inView })));
    // Replaced, not pushed: Back leaves the blog reader. The state marks it as no page change (no scroll to top).
    navigate(paths.blogPost.getHref(inView), { replace: true, state: inPageAddressState });
  };

  return (
    <PostStream
      key={current.root}
      slug={current.root}
      inView={current.inView}
      onPostInView={showInAddressBar}
      renderAfterPost={renderAfterPost}
    />
  );
}

type PostStreamProps = {
  slug: string;
  inView: string;
  onPostInView: (slug: string) => void;
  renderAfterPost: RenderAfterPost | undefined;
};

function PostStream({ slug, inView, onPostInView, renderAfterPost }: PostStreamProps) {
  const { data: post, isPending, isError, error } = usePost(slug);
  const { data: posts } = usePosts();
  const [appended, setAppended] = useState<BlogPost[]>([]);
  const [articles, setArticles] = useState<HTMLDivElement | null>(null);
  const stamp = useCacheBuster();

  const shown = post ? [post, ...appended] : [];
  const next = post && posts ? findNextOlderPost(posts, [post.slug, ...appended.map((p) => p.slug)]) : undefined;

  const appendNextPost = () => {
    if (!post || !posts) return;
    setAppended((current) => {
      const candidate = findNextOlderPost(posts, [post.slug, ...current.map((p) => p.slug)]);
      return candidate ? [...current, candidate] : current;
    });
  };

  const { isLoadingMore } = useInfiniteScroll({ mode: 'window', enabled: next !== undefined, onLoadMore: appendNextPost });
  usePostInView({ root: articles, enabled: shown.length > 0, onChange: onPostInView });

  const titlePost = shown.find((p) => p.slug === inView) ?? post;
  const { data: facts } = useSiteFacts();
  usePageTitle(titlePost ? titlePost.title : isError ? 'Blog Post Not Found' : 'News & Blog', {
    type: titlePost ? 'article' : 'website',
    description: titlePost?.excerpt,
    image: titlePost?.imageUrl ?? null,
    status: isError ? (isApiError(error) && error.status !== 404 ? 503 : 404) : 200,
    jsonLd: [titlePost && ((context) => blogPostingJsonLd(titlePost, facts, context))],
  });

  if (isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  if (isError || !post) {
    return (
      <div className="py-6 sm:py-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">Blog Post Not Found</h1>
        <p className="mt-4 text-lg text-slate-600">The requested blog post could not be found.</p>
        <Link href={paths.blog.getHref()} className={buttonVariants({ variant: 'secondary', className: 'mt-8' })}>
          See all articles
        </Link>
      </div>
    );
  }

  return (
    <div>
      <Link
        href={paths.blog.getHref()}
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-teal-700"
      >
        <span aria-hidden="true">&larr;</span> News &amp; Blog
      </Link>
      <div ref={setArticles}>
        {shown.map((shownPost, index) => (
          <PostArticle key={shownPost.slug} post={shownPost} isFirst={index === 0} stamp={stamp}>
            {renderAfterPost?.(shownPost, { isFirst: index === 0 })}
          </PostArticle>
        ))}
      </div>
      {isLoadingMore ? (
        <div role="status" className="mt-12 flex items-center justify-center gap-3 py-6 text-slate-600">
          <span aria-hidden="true" className="size-6 animate-spin rounded-full border-3 border-navy-100 border-t-teal-500 motion-reduce:animate-none" />
          Loading next post...
        </div>
      ) : posts && !next ? (
        <div className="mt-16 rounded-xl bg-navy-50 px-6 py-8 text-center">
          <p className="font-semibold text-navy-900">You&rsquo;ve reached our oldest article.</p>
          <Link
            href={paths.blog.getHref()}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}
          >
            Browse all articles
          </Link>
        </div>
      ) : null}
    </div>
  );
}
