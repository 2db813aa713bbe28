// Blog list: post cards, 9 a page (page in ?page=N), Previous/Next with "Page X of Y"; loading, empty
// and error (with retry) states.
import { useRef } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { PostCard } from '@/components/ui/post-card';
import { PostTeaserSkeletons, type TeaserSkeletonLook } from '@/components/ui/post-teaser-skeleton';
import { BlogPagination } from '@/features/blog/components/blog-pagination';
import { usePostSummaries } from '@/features/blog/api/get-post-summaries';
import { pageSearch, paginate, parsePageParam } from '@/features/blog/lib/pagination';
import { useCacheBuster } from '@/features/blog/lib/use-cache-buster';
import { postIllustrations } from '@/lib/post-illustration';

const gridClasses = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8';

const cardSkeleton: TeaserSkeletonLook = {
  teaser: 'overflow-hidden rounded-xl border border-slate-200',
  picture: 'aspect-[16/9] rounded-none',
  text: 'space-y-3 p-5',
  lines: ['h-4 w-32', 'h-6 w-full', 'h-4 w-3/4'],
};

export function BlogPostList() {
  const { data: posts, isPending, isError, error, refetch, isFetching } = usePostSummaries();
  const [searchParams, setSearchParams] = useSearchParams();
  const stamp = useCacheBuster();
  const listTop = useRef<HTMLElement>(null);

  if (isPending) {
    return (
      <div>
        <p role="status" className="mb-6 text-slate-600">
          Loading blog posts...
        </p>
        <div className={gridClasses} aria-hidden="true">
          <PostTeaserSkeletons look={cardSkeleton} count={3} />
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center sm:p-8">
        <p className="text-lg font-semibold text-red-900">We couldn&rsquo;t load the blog posts.</p>
        <p className="mt-2 text-sm break-words text-red-800">{error.message}</p>
        <Button variant="secondary" className="mt-5" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  }

  if (posts.length === 0) {
    return <p className="py-12 text-center text-slate-600">No blog posts available at this time.</p>;
  }

  const current = paginate(posts, parsePageParam(searchParams.get('page')));
  const illustrations = postIllustrations(current.items);

  const goToPage = (page: number) => {
    setSearchParams(pageSearch(page));
    // Back to the top of the list, with keyboard focus there so Tab continues at the first card.
    listTop.current?.scrollIntoView({ block: 'start' });
    listTop.current?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={listTop}
      tabIndex={-1}
      aria-label={current.count > 1 ? `Blog posts, page ${current.page} of ${current.count}` : 'Blog posts'}
      className="scroll-mt-6 focus:outline-none"
    >
      <ul className={gridClasses}>
        {current.items.map((post, i) => (
          <li key={post.slug}>
            <PostCard post={post} illustration={illustrations[i]!} stamp={stamp} look="blog" />
          </li>
        ))}
      </ul>
      {current.count > 1 ? <BlogPagination page={current.page} count={current.count} onPageChange={goToPage} /> : null}
    </section>
  );
}
