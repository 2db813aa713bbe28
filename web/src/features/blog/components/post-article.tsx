// One post of the reader: date ("March 11, 2025"), title (h1 for the post opened, a linked h2 for appended ones), the
// author's byline, image (or its drawn illustration; hidden only when neither loads), content, its share links, the
// talk-to-an-agent box, and whatever the page adds after it.
import { lazy, memo, useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { PostByline } from '@/features/blog/components/post-byline';
import { PostContent } from '@/features/blog/components/post-content';
import type { PostEndProps } from '@/features/blog/components/post-end';
import { DeferredContent } from '@/components/ui/deferred-content';
import { PostImage } from '@/components/ui/post-image';
import { POST_SLUG_ATTRIBUTE } from '@/features/blog/lib/post-in-view';
import type { BlogPost } from '@/features/blog/types';
import { formatLongDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { postIllustration } from '@/lib/post-illustration';

const PostEnd = lazy(() => import('@/features/blog/components/post-end').then((m) => ({ default: m.PostEnd })));

// Memoised: re-rendered with new props while its server HTML waits to hydrate, React would drop that HTML.
const DeferredPostEnd = memo(function DeferredPostEnd(props: PostEndProps) {
  return (
    <DeferredContent fallback={null} eager>
      <PostEnd {...props} />
    </DeferredContent>
  );
});

type PostArticleProps = {
  post: BlogPost;
  /** The post the page was opened on: its title is the page's h1. */
  isFirst: boolean;
  stamp: number;
  /** What the page shows between the content and the post's end (the newsletter's sign-up). */
  beforeEnd?: ReactNode;
  children?: ReactNode;
};

export function PostArticle({ post, isFirst, stamp, beforeEnd, children }: PostArticleProps) {
  const titleId = useId();
  const Title = isFirst ? 'h1' : 'h2';

  return (
    <article
      {...{ [POST_SLUG_ATTRIBUTE]: post.slug }}
      aria-labelledby={titleId}
      className={cn(!isFirst && 'mt-16 border-t border-slate-200 pt-12')}
    >
      {!isFirst ? (
        <p className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">Older post</p>
      ) : null}
      <time dateTime={post.date} className="text-sm font-semibold text-teal-700">
        {formatLongDate(post.date)}
      </time>
      <Title id={titleId} className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-navy-900 sm:text-4xl">
        {isFirst ? (
          post.title
        ) : (
          <Link href={paths.blogPost.getHref(post.slug)} className="hover:text-teal-700">
            {post.title}
          </Link>
        )}
      </Title>
      <PostByline authorId={post.author} />
      <PostImage
        src={post.imageUrl}
        alt={post.imageAlt}
        illustration={postIllustration(post)}
        stamp={stamp}
        fallback="hide"
        loading={isFirst ? 'eager' : 'lazy'}
        priority={isFirst}
        sizes="(min-width: 1024px) 48rem, 100vw"
        className="mt-6 aspect-[16/9] w-full rounded-xl sm:mt-8"
      />
      <div className="mt-6 sm:mt-8">
        <PostContent content={post.content} />
      </div>
      {beforeEnd}
      <DeferredPostEnd slug={post.slug} title={post.title} headingLevel={isFirst ? 2 : 3} />
      {children}
    </article>
  );
}
