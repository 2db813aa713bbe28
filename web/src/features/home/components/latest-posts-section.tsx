// Home "blog" section: the three newest posts (image or its drawn illustration, long date, title) linking to
// /blog/{slug}, and a link to the blog.
import { Link } from 'wouter';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon } from '@/components/ui/icons';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { paths } from '@/config/paths';
import { useLatestPosts } from '@/features/home/api/get-latest-posts';
import { SectionHeading, SectionUnavailable } from '@/features/home/components/section-heading';
import { LatestPostsSkeleton } from '@/features/home/components/section-skeletons';
import type { HomePost } from '@/features/home/types';
import { formatLongDate } from '@/lib/dates';
import { postPictureSources } from '@/lib/post-illustration';
import { useStaticExport } from '@/lib/static-export';

export function LatestPostsSection() {
  const { data: posts, isPending, isError } = useLatestPosts();
  if (isPending) return <LatestPostsSkeleton />;

  return (
    <Container>
      <section aria-labelledby="home-posts-heading">
        <SectionHeading id="home-posts-heading" eyebrow="News & Blog" title="Insurance tips and local news" />
        {isError || posts.length === 0 ? (
          <SectionUnavailable>No blog posts available at this time.</SectionUnavailable>
        ) : (
          <ul className="mt-8 grid gap-4 sm:mt-10 md:grid-cols-3 md:gap-6">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-8">
          <Link href={paths.blog.getHref()} className="inline-flex items-center gap-1.5 font-semibold text-navy-900 hover:text-teal-700">
            View all posts <ArrowRightIcon className="size-4" />
          </Link>
        </p>
      </section>
    </Container>
  );
}

function PostCard({ post }: { post: HomePost }) {
  const staticExport = useStaticExport();
  return (
    <article className="group relative flex h-full gap-4 overflow-hidden rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:shadow-md hover:shadow-md md:flex-col md:gap-0 md:p-0">
      <ImageWithFallback
        sources={postPictureSources(post.imageUrl, post.stamp, post.illustration, staticExport)}
        sizes="(min-width: 1280px) 24rem, (min-width: 768px) 33vw, 10rem"
        className="aspect-video w-28 shrink-0 self-start rounded-lg bg-navy-100 sm:w-40 md:w-full md:rounded-none"
        imgClassName="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      <div className="flex min-w-0 flex-1 flex-col md:p-5">
        <time dateTime={post.date} className="text-sm font-semibold text-teal-700">
          {formatLongDate(post.date)}
        </time>
        <h3 className="mt-1 line-clamp-3 text-base leading-snug font-bold text-navy-900 md:mt-2 md:text-lg">
          <Link
            href={paths.blogPost.getHref(post.slug)}
            className="after:absolute after:inset-0 after:rounded-xl group-hover:text-teal-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-teal-600"
          >
            {post.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}
