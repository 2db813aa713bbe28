// Post reader: the opened post, then older posts appended as the reader nears the page's end
// ("Loading next post..." first), at most three in a row and then a link to the list, so the page's end (the footer)
// can be reached; the address bar following the post in view; loading and not-found states.
// The next post comes from the summary list; its content is fetched while the reader is still on the one before.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getPostQueryOptions, usePost } from '@/features/blog/api/get-post';
import { usePostSummaries } from '@/features/blog/api/get-post-summaries';
import { LoadingNextPost } from '@/features/blog/components/next-post-status';
import { PostArticle } from '@/features/blog/components/post-article';
import { findNextOlderPost } from '@/features/blog/lib/next-post';
import { useCacheBuster } from '@/features/blog/lib/use-cache-buster';
import { useHasScrolled } from '@/lib/use-has-scrolled';
import type { BlogPost, PostSummary } from '@/features/blog/types';
import { inPageAddressState } from '@/lib/in-page-address';
import { isApiError } from '@/lib/api-client';
import { findAuthor, useAuthors } from '@/lib/authors';
import { postIllustration } from '@/lib/post-illustration';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

/** What the page adds after a post's content (e.g. the quote form); `isFirst` tells the heading level to use. */
export type RenderAfterPost = (post: PostSummary, context: { isFirst: boolean }) => ReactNode;

const ReadingProgress = lazy(() =>
  import('@/features/blog/components/reading-progress').then((m) => ({ default: m.ReadingProgress })),
);

/** How many posts the reader shows in a row before it offers "More articles" instead of appending another. */
export const MOST_POSTS_IN_A_ROW = 3;

type PostReaderProps = {
  slug: string;
  renderAfterPost?: RenderAfterPost;
  /** What the page adds between a post's content and its end (share links, talk-to-an-agent box). */
  renderBeforeEnd?: RenderAfterPost;
};

/** What the page adds to every post it shows: carried together to each article. */
type PostAdditions = Omit<PostReaderProps, 'slug'>;

export function PostReader({ slug, ...additions }: PostReaderProps) {
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
      additions={additions}
    />
  );
}

type PostStreamProps = {
  slug: string;
  inView: string;
  onPostInView: (slug: string) => void;
  additions: PostAdditions;
};

function PostStream({ slug, inView, onPostInView, additions }: PostStreamProps) {
  const { data: post, isPending, isError, error } = usePost(slug);
  const { data: posts } = usePostSummaries();
  const queryClient = useQueryClient();
  // Slugs of the older posts appended so far, in order.
  const [appended, setAppended] = useState<string[]>([]);
  const [articles, setArticles] = useState<HTMLDivElement | null>(null);
  const stamp = useCacheBuster();
  // Appending and the post in view follow the reader's scrolling: their code loads at the first scroll.
  const reading = useHasScrolled();

  const shown = post ? [post.slug, ...appended] : [];
  const older = post && posts ? findNextOlderPost(posts, shown) : undefined;
  const next = shown.length < MOST_POSTS_IN_A_ROW ? older : undefined;

  useEffect(() => {
    if (next) void queryClient.prefetchQuery(getPostQueryOptions(next.slug));
  }, [next, queryClient]);

  const appendNextPost = () => {
    if (!post || !posts) return;
    setAppended((current) => {
      const candidate = findNextOlderPost(posts, [post.slug, ...current]);
      return candidate && current.length + 1 < MOST_POSTS_IN_A_ROW ? [...current, candidate.slug] : current;
    });
  };

  usePostHead(post, posts, inView, error);

  if (isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  if (isError || !post) return <PostNotFound />;

  return (
    <div>
      <Link
        href={paths.blog.getHref()}
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-teal-700"
      >
        <span aria-hidden="true">&larr;</span> News &amp; Blog
      </Link>
      <div ref={setArticles}>
        <ReaderArticle post={post} isFirst stamp={stamp} additions={additions} />
        {appended.map((appendedSlug) => (
          <AppendedPost key={appendedSlug} slug={appendedSlug} stamp={stamp} additions={additions} />
        ))}
      </div>
      {reading ? (
        <Suspense fallback={null}>
          <ReadingProgress
            articles={articles}
            canLoadMore={next !== undefined}
            onLoadMore={appendNextPost}
            onPostInView={onPostInView}
          />
        </Suspense>
      ) : null}
      {posts && !older ? (
        <ReaderEnd text="You&rsquo;ve reached our oldest article." link="Browse all articles" />
      ) : posts && !next ? (
        <ReaderEnd text="There is more to read on our blog." link="More articles" />
      ) : null}
    </div>
  );
}

/**
 * The page's title, share tags and structured data (naming the post's author): those of the post in view (the opened one until the reader scrolls on),
 * "Blog Post Not Found" (404, or 503 when the service failed) when the opened post cannot be read.
 */
function usePostHead(post: BlogPost | undefined, posts: readonly PostSummary[] | undefined, inView: string, error: Error | null) {
  const titlePost = post && inView !== post.slug ? (posts?.find((p) => p.slug === inView) ?? post) : post;
  // A post without an image is shared with the illustration its page shows.
  const shareImage = titlePost ? (titlePost.imageUrl ?? postIllustration(titlePost)) : null;
  const { data: facts } = useSiteFacts();
  const { data: authors } = useAuthors({ enabled: Boolean(titlePost?.author) });
  const author = findAuthor(authors, titlePost?.author);
  usePageTitle(titlePost ? titlePost.title : error ? 'Blog Post Not Found' : 'News & Blog', {
    type: titlePost ? 'article' : 'website',
    description: titlePost?.excerpt,
    image: shareImage,
    // The description is of the post's own image, never of the illustration shared in its place.
    imageAlt: titlePost?.imageUrl ? titlePost.imageAlt : null,
    status: error ? (isApiError(error) && error.status !== 404 ? 503 : 404) : 200,
    jsonLd: [
      titlePost && {
        kind: 'post',
        post: {
          title: titlePost.title,
          excerpt: titlePost.excerpt,
          date: titlePost.date,
          imageUrl: shareImage,
          ...(author ? { author } : {}),
        },
        facts,
      },
    ],
  });
}

/** Where the chain of posts ends: a sentence and a link to the list of articles. */
function ReaderEnd({ text, link }: { text: string; link: string }) {
  return (
    <div className="mt-16 rounded-xl bg-navy-50 px-6 py-8 text-center">
      <p className="font-semibold text-navy-900">{text}</p>
      <Link href={paths.blog.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
        {link}
      </Link>
    </div>
  );
}

function PostNotFound() {
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

type AppendedPostProps = { slug: string; stamp: number; additions: PostAdditions };

/** An older post appended below: usually fetched already; the spinner meanwhile, a link if it cannot load. */
function AppendedPost({ slug, stamp, additions }: AppendedPostProps) {
  const { data: post, isPending } = usePost(slug);
  if (isPending) return <LoadingNextPost />;
  if (!post) {
    return (
      <p className="mt-16 border-t border-slate-200 pt-12 text-slate-600">
        The next post could not be loaded.{' '}
        <Link href={paths.blogPost.getHref(slug)} className="font-semibold text-navy-700 underline hover:text-teal-700">
          Open it on its own page
        </Link>
        .
      </p>
    );
  }
  return <ReaderArticle post={post} isFirst={false} stamp={stamp} additions={additions} />;
}

type ReaderArticleProps = { post: BlogPost; isFirst: boolean; stamp: number; additions: PostAdditions };

/** A post of the reader's, opened or appended, with what the page adds to it. */
function ReaderArticle({ post, isFirst, stamp, additions: { renderAfterPost, renderBeforeEnd } }: ReaderArticleProps) {
  return (
    <PostArticle post={post} isFirst={isFirst} stamp={stamp} beforeEnd={renderBeforeEnd?.(post, { isFirst })}>
      {renderAfterPost?.(post, { isFirst })}
    </PostArticle>
  );
}
