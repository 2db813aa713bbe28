// Post card of the blog list: image (or its illustration), long date, title linking to /blog/{slug}, excerpt.
import { Link } from 'wouter';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { PostImage } from '@/features/blog/components/post-image';
import type { PostSummary } from '@/features/blog/types';
import { formatLongDate } from '@/lib/dates';

export function PostCard({ post, illustration, stamp }: { post: PostSummary; illustration: string; stamp: number }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-teal-500">
      <PostImage
        src={post.imageUrl}
        illustration={illustration}
        stamp={stamp}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <time dateTime={post.date} className="text-sm font-semibold text-teal-700">
          {formatLongDate(post.date)}
        </time>
        <h2 className="mt-2 text-lg leading-snug font-bold text-navy-900 sm:text-xl">
          {/* The title link covers the whole card, so the card is one link with the post's title as its name. */}
          <Link
            href={paths.blogPost.getHref(post.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-teal-700"
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="mt-3 line-clamp-3 text-base leading-7 text-slate-600">{post.excerpt}</p> : null}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-navy-700 group-hover:text-teal-700"
        >
          Read article <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
