// Home "blog" section: the three newest posts (image or its drawn illustration, long date, title) linking to
// /blog/{slug}, and a link to the blog.
import { Link } from 'wouter';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon } from '@/components/ui/icons';
import { PostCard } from '@/components/ui/post-card';
import { paths } from '@/config/paths';
import { useLatestPosts } from '@/features/home/api/get-latest-posts';
import { SectionHeading, SectionUnavailable } from '@/features/home/components/section-heading';
import { LatestPostsSkeleton } from '@/features/home/components/section-skeletons';

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
                <PostCard post={post} illustration={post.illustration} stamp={post.stamp} look="home" />
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
