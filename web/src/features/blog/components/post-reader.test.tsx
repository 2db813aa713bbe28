// Tests of the post reader: loading and not-found states, content rendering, appending older posts, the address
// following the post in view without restarting the reading, and a link opening another post afresh.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Link, Route } from 'wouter';
import { PostReader } from '@/features/blog/components/post-reader';
import type { BlogPost } from '@/features/blog/types';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

const post = (n: number, date: string, content = `<p>Body of post ${n}.</p>`): BlogPost => ({
  id: n,
  slug: `post-${n}`,
  title: `Post ${n}`,
  date,
  excerpt: '',
  content,
  imageUrl: null,
  author: null,
  coverages: [],
  imageAlt: null,
});

const posts = [post(1, '2025-03-01'), post(2, '2025-02-01'), post(3, '2025-01-08')];

/** The summary list carries no content, as the service's does: a post's content comes from its own address. */
function stubPosts(list: BlogPost[] = posts, failing: string[] = []) {
  return stubFetch({
    '/api/blog-posts?view=summary': () => jsonResponse(list.map(({ content: _content, ...summary }) => summary)),
    ...Object.fromEntries(
      list.map((p) => [
        `/api/blog-posts/${p.slug}`,
        () => (failing.includes(p.slug) ? new Response('Service unavailable', { status: 503 }) : jsonResponse(p)),
      ]),
    ),
  });
}

function renderReader(path: string) {
  return renderWithProviders(
    <>
      <Link href={paths.blogPost.getHref('post-3')}>Open post 3</Link>
      <Route path={paths.blogPost.path}>{(params) => <PostReader slug={(params as { slug: string }).slug} />}</Route>
    </>,
    { path },
  );
}

/** In jsdom the page never scrolls: every scroll event finds the reader at the end of a page it cannot scroll. */
function scrollPage() {
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const articles = () => screen.getAllByRole('article');

describe('PostReader', () => {
  // The reader's scrolling part is a lazy chunk: loaded once here, it is in place before the first scroll of each
  // test, however slowly a busy machine would import it on demand.
  beforeAll(async () => {
    await import('@/features/blog/components/reading-progress');
  });

  it('shows Loading..., then the post: its date as "Month D, YYYY", title as h1, content', async () => {
    stubPosts();
    renderReader(paths.blogPost.getHref('post-3'));
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Post 3' })).toBeInTheDocument();
    expect(screen.getByText('January 8, 2025')).toBeInTheDocument();
    expect(screen.getByText('Body of post 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /News & Blog/ })).toHaveAttribute('href', paths.blog.getHref());
    expect(document.title).toMatch(/^Post 3/);
  });

  it('shows the not-found state for an unknown slug', async () => {
    stubPosts();
    const { location } = renderReader(paths.blogPost.getHref('no-such-post'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested blog post could not be found.')).toBeInTheDocument();
    const allArticles = screen.getByRole('link', { name: 'See all articles' });
    expect(allArticles).toHaveAttribute('href', paths.blog.getHref());
    fireEvent.click(allArticles);
    expect(location.history.at(-1)).toBe(paths.blog.getHref());
  });

  it('renders the HTML the API serves, external links opening in a new tab', async () => {
    // The API serves post HTML only in the store's canonical form (tests/service/test_write_safety.py): shown as it is.
    stubPosts([
      post(
        1,
        '2025-01-01',
        '<p>Safe <strong>bold</strong> <a href="https://example.com">link</a></p>\n<p><a href="/about">about</a></p>',
      ),
    ]);
    renderReader(paths.blogPost.getHref('post-1'));
    const article = await screen.findByRole('article');
    expect(within(article).getByText('bold').tagName).toBe('STRONG');
    const external = within(article).getByRole('link', { name: 'link' });
    expect(external).toHaveAttribute('href', 'https://example.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(article).getByRole('link', { name: 'about' })).not.toHaveAttribute('target');
  });

  it('cuts plain-text content into paragraphs', async () => {
    stubPosts([post(1, '2025-01-01', 'First paragraph.\n\nSecond paragraph.')]);
    renderReader(paths.blogPost.getHref('post-1'));
    expect(await screen.findByText('First paragraph.')).toHaveProperty('tagName', 'P');
    expect(screen.getByText('Second paragraph.')).toHaveProperty('tagName', 'P');
  });

  it('appends the next older posts one at a time after "Loading next post...", and stops at the oldest', async () => {
    stubPosts();
    renderReader(paths.blogPost.getHref('post-1'));
    await screen.findByRole('heading', { level: 1, name: 'Post 1' });

    scrollPage();
    expect(screen.getByText('Loading next post...')).toBeInTheDocument();
    scrollPage(); // a load in progress: no second one
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading next post...')).not.toBeInTheDocument());
    expect(articles()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Post 2' })).toHaveAttribute('href', paths.blogPost.getHref('post-2'));

    scrollPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 3' })).toBeInTheDocument();
    expect(screen.getByText('You’ve reached our oldest article.')).toBeInTheDocument();

    scrollPage();
    expect(screen.queryByText('Loading next post...')).not.toBeInTheDocument();
    expect(articles()).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('gives the opened post and each appended one what the page adds (before its end, after it), telling which is first', async () => {
    stubPosts();
    const added = (where: string) => (shown: { title: string }, { isFirst }: { isFirst: boolean }) => (
      <p>{`${where} ${shown.title}${isFirst ? ', first' : ''}`}</p>
    );
    renderWithProviders(<PostReader slug="post-1" renderBeforeEnd={added('Before the end of')} renderAfterPost={added('After')} />, {
      path: paths.blogPost.getHref('post-1'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Post 1' });
    scrollPage();
    await screen.findByRole('heading', { level: 2, name: 'Post 2' });
    const [opened, appended] = articles();
    expect(within(opened!).getAllByText(/^(Before the end of|After) /).map((line) => line.textContent)).toEqual(['Before the end of Post 1, first', 'After Post 1, first']);
    expect(within(appended!).getAllByText(/^(Before the end of|After) /).map((line) => line.textContent)).toEqual(['Before the end of Post 2', 'After Post 2']);
  });

  it('stops after three posts in a row with a "More articles" link to the list', async () => {
    stubPosts([...posts, post(4, '2024-12-01'), post(5, '2024-11-01')]);
    renderReader(paths.blogPost.getHref('post-1'));
    await screen.findByRole('heading', { level: 1, name: 'Post 1' });
    scrollPage();
    await screen.findByRole('heading', { level: 2, name: 'Post 2' });
    scrollPage();
    await screen.findByRole('heading', { level: 2, name: 'Post 3' });

    expect(screen.getByRole('link', { name: 'More articles' })).toHaveAttribute('href', paths.blog.getHref());
    scrollPage();
    expect(screen.queryByText('Loading next post...')).not.toBeInTheDocument();
    expect(articles()).toHaveLength(3);
    expect(screen.queryByText('You’ve reached our oldest article.')).not.toBeInTheDocument();
  });

  it('fetches an appended post on its own address, before it is needed, and shows its content', async () => {
    const fetchMock = stubPosts();
    renderReader(paths.blogPost.getHref('post-1'));
    await screen.findByRole('heading', { level: 1, name: 'Post 1' });
    // The next post is fetched while the reader is still on the first one.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/blog-posts/post-2', expect.anything()));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/blog-posts', expect.anything());

    scrollPage();
    await screen.findByRole('heading', { level: 2, name: 'Post 2' });
    expect(screen.getByText('Body of post 2.')).toBeInTheDocument();
  });

  it('offers a link when an appended post cannot be loaded, and reading can go on past it', async () => {
    stubPosts(posts, ['post-2']);
    renderReader(paths.blogPost.getHref('post-1'));
    await screen.findByRole('heading', { level: 1, name: 'Post 1' });

    scrollPage();
    const link = await screen.findByRole('link', { name: 'Open it on its own page' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', paths.blogPost.getHref('post-2'));
    expect(screen.getByText(/The next post could not be loaded/)).toBeInTheDocument();

    scrollPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 3' })).toBeInTheDocument();
  });

  it('puts the post in view in the address bar, replacing the entry, and keeps reading', async () => {
    stubPosts();
    const { location } = renderReader(paths.blogPost.getHref('post-1'));
    await screen.findByRole('heading', { level: 1, name: 'Post 1' });
    scrollPage();
    await screen.findByRole('heading', { level: 2, name: 'Post 2' });

    // jsdom puts every article at the top of the window: the last one is the one being read.
    scrollPage();
    await waitFor(() => expect(location.history).toEqual([paths.blogPost.getHref('post-2')]));
    expect(document.title).toMatch(/^Post 2/);
    // The reading goes on from the same first post.
    expect(screen.getByRole('heading', { level: 1, name: 'Post 1' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 3' })).toBeInTheDocument();
  });

  it('opens another post afresh when a link leads there, even one already shown', async () => {
    stubPosts();
    const { location } = renderReader(paths.blogPost.getHref('post-1'));
    await screen.findByRole('heading', { level: 1, name: 'Post 1' });
    scrollPage();
    await screen.findByRole('heading', { level: 2, name: 'Post 2' });

    fireEvent.click(screen.getByRole('link', { name: 'Open post 3' }), { button: 0 });
    expect(location.history.at(-1)).toBe(paths.blogPost.getHref('post-3'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 3' })).toBeInTheDocument();
    expect(articles()).toHaveLength(1);
  });
});
