// Blog list page (/blog): the page heading and the paginated grid of post cards.
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { BlogPostList } from '@/features/blog/components/blog-post-list';
import { usePageTitle } from '@/lib/use-page-title';

export function BlogRoute() {
  usePageTitle('News & Blog');
  return (
    <>
      <PageHeading title="News & Blog">
        Practical insurance guidance for Connecticut drivers, homeowners and business owners.
      </PageHeading>
      <Container className="py-10 sm:py-14">
        <BlogPostList />
      </Container>
    </>
  );
}
