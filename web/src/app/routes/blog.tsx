// Blog list page (/blog).
import { Container } from '@/components/ui/container';
import { BlogPostList } from '@/features/blog/components/blog-post-list';
import { PageHeading } from '@/components/ui/page-heading';
import { usePageTitle } from '@/lib/use-page-title';

export function BlogRoute() {
  usePageTitle('News & Blog');
  return (
    <>
      <PageHeading title="News & Blog">Insurance tips, local news and updates from our agency.</PageHeading>
      <Container className="py-10 sm:py-14">
        <BlogPostList />
      </Container>
    </>
  );
}
