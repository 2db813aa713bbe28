// Blog post list: the posts' titles, dates and excerpts linking to /blog/{slug}, with loading and empty states.
import { Link } from 'wouter';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { usePosts } from '@/features/blog/api/get-posts';
import { formatLongDate } from '@/lib/dates';

export function BlogPostList() {
  const { data: posts, isLoading } = usePosts();

  if (isLoading) {
    return (
      <p role="status" className="py-12 text-center text-slate-500">
        Loading blog posts...
      </p>
    );
  }

  // A failed load reads like an empty blog to the visitor (spec §2: the empty text is the only message).
  if (!posts || posts.length === 0) {
    return <p className="py-12 text-center text-slate-500">No blog posts available at this time.</p>;
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
            <time dateTime={post.date} className="text-xs font-semibold tracking-wide text-teal-600 uppercase">
              {formatLongDate(post.date)}
            </time>
            <h2 className="mt-2 text-lg leading-snug font-bold text-navy-900">
              <Link href={paths.blogPost.getHref(post.slug)} className="hover:text-teal-600">
                {post.title}
              </Link>
            </h2>
            {post.excerpt ? <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{post.excerpt}</p> : null}
            <Link
              href={paths.blogPost.getHref(post.slug)}
              className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-navy-700 hover:text-teal-600"
              aria-label={`Read more: ${post.title}`}
            >
              Read more <ArrowRightIcon className="size-4" />
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
