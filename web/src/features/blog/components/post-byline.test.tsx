// Tests of the byline: "By Name, Role" under the post's title, the name linking to the member's card on Our Team;
// nothing for a post without an author or naming one the team does not have.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { PostByline } from '@/features/blog/components/post-byline';
import { PostReader } from '@/features/blog/components/post-reader';
import type { BlogPost } from '@/features/blog/types';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

const authors = [{ id: 'eleanor-whitcomb', name: 'Eleanor Whitcomb', role: 'Principal Agent' }];

const post = (slug: string, author: string | null): BlogPost => ({
  id: 1,
  slug,
  title: `Post ${slug}`,
  date: '2025-03-01',
  excerpt: '',
  content: '<p>Body.</p>',
  imageUrl: null,
  imageAlt: null,
  author,
  coverages: [],
});

function renderPost(shown: BlogPost) {
  const fetchMock = stubFetch({
    '/api/blog-posts?view=summary': () => jsonResponse([]),
    [`/api/blog-posts/${shown.slug}`]: () => jsonResponse(shown),
    '/api/authors': () => jsonResponse(authors),
  });
  renderWithProviders(<Route path={paths.blogPost.path}>{(params) => <PostReader slug={(params as { slug: string }).slug} />}</Route>, {
    path: paths.blogPost.getHref(shown.slug),
  });
  return fetchMock;
}

const askedForAuthors = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.some(([input]) => input === '/api/authors');

describe('PostByline', () => {
  it("shows the author's name and role under the title, the name linking to their card on Our Team", async () => {
    renderPost(post('storm', 'eleanor-whitcomb'));
    const link = await screen.findByRole('link', { name: 'Eleanor Whitcomb' });
    expect(link).toHaveAttribute('href', '/about/our-team#eleanor-whitcomb');
    expect(link.closest('p')).toHaveTextContent(/^By Eleanor Whitcomb, Principal Agent$/);
  });

  it('shows no byline, and asks for no authors, for a post without one', async () => {
    const fetchMock = renderPost(post('plain', null));
    await screen.findByRole('heading', { level: 1, name: 'Post plain' });
    expect(screen.queryByText(/^By /)).toBeNull();
    expect(askedForAuthors(fetchMock)).toBe(false);
  });

  it('shows no byline for an author the team no longer has, beside one it has', async () => {
    stubFetch({ '/api/authors': () => jsonResponse(authors) });
    renderWithProviders(
      <>
        <PostByline authorId="someone-gone" />
        <PostByline authorId="eleanor-whitcomb" />
      </>,
    );
    // Both read the one list: once the member it has shows, the other has had its answer too.
    await screen.findByRole('link', { name: 'Eleanor Whitcomb' });
    expect(screen.getAllByText(/^By/)).toHaveLength(1);
  });
});
