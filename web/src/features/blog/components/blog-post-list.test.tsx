// Tests of the blog list: loading, cards, empty and error (retry) states, pagination and the ?page= parameter.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogPostList } from '@/features/blog/components/blog-post-list';
import type { BlogPost } from '@/features/blog/types';
import { blogPosts } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

/** 21 posts, newest first: "Post 1" (2025-01-21) … "Post 21" (2025-01-01). */
const manyPosts: BlogPost[] = Array.from({ length: 21 }, (_, i) => ({
  id: i + 1,
  slug: `post-${i + 1}`,
  title: `Post ${i + 1}`,
  date: `2025-01-${String(21 - i).padStart(2, '0')}`,
  excerpt: `Excerpt ${i + 1}`,
  content: '<p>Body.</p>',
  imageUrl: i % 2 ? `/media/post-${i + 1}.webp` : null,
  author: null,
  coverages: [],
  imageAlt: null,
}));

const cardTitles = () =>
  within(screen.getByRole('region', { name: /Blog posts/ }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const scrollIntoView = vi.fn();

beforeEach(() => {
  // jsdom has no scrolling.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  scrollIntoView.mockReset();
});

describe('BlogPostList', () => {
  it('shows a loading text, then cards with long dates, titles linking to the post, and images', async () => {
    const fetchMock = stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse(blogPosts) });
    renderWithProviders(<BlogPostList />, { path: paths.blog.getHref() });

    expect(screen.getByText('Loading blog posts...')).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Winter Driving Tips' });
    expect(first).toHaveAttribute('href', paths.blogPost.getHref('winter-driving-tips'));
    expect(screen.getByText('January 15, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flood Insurance Basics' })).toHaveAttribute(
      'href',
      paths.blogPost.getHref('flood-insurance-basics'),
    );
    // The post with an image shows it with the cache-busting v; the one without shows its topic's illustration.
    const cards = screen.getAllByRole('article');
    const illustration = cards[0]!.querySelector('img')!;
    expect(illustration.getAttribute('src')).toMatch(/^\/app-media\/illustrations\/auto-\d+\.webp$/);
    expect(illustration).toHaveAttribute('width', '1200');
    expect(illustration).toHaveAttribute('height', '675');
    expect(illustration.getAttribute('srcset')).toContain('/app-media/illustrations/');
    expect(cards[0]!.querySelector('[data-slot=image-placeholder]')).toBeNull();
    expect(cards[1]!.querySelector('img')?.getAttribute('src')).toMatch(/^\/media\/flood\.jpg\?v=\d+$/);
    // Everything fits on one page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/blog-posts?view=summary', expect.objectContaining({ credentials: 'include' }));
  });

  it('says so when there are no posts', async () => {
    stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse([]) });
    renderWithProviders(<BlogPostList />, { path: paths.blog.getHref() });
    expect(await screen.findByText('No blog posts available at this time.')).toBeInTheDocument();
  });

  it('shows the error with a way to retry when the list cannot be loaded', async () => {
    let fail = true;
    stubFetch({
      '/api/blog-posts?view=summary': () => (fail ? new Response('Service unavailable', { status: 503 }) : jsonResponse(blogPosts)),
    });
    renderWithProviders(<BlogPostList />, { path: paths.blog.getHref() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the blog posts.');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(screen.queryByText('No blog posts available at this time.')).not.toBeInTheDocument();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Winter Driving Tips' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows 9 posts a page with Previous and Next and "Page X of Y"', async () => {
    stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse(manyPosts) });
    const { location } = renderWithProviders(<BlogPostList />, { path: paths.blog.getHref() });

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(cardTitles()).toEqual(manyPosts.slice(0, 9).map((post) => post.title));
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(cardTitles()).toEqual(manyPosts.slice(9, 18).map((post) => post.title));
    expect(location.history.at(-1)).toBe(`${paths.blog.getHref()}?page=2`);
    // Back to the top of the list, with focus there.
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(screen.getByRole('region', { name: 'Blog posts, page 2 of 3' })).toHaveFocus();

    fireEvent.click(next);
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Post 19', 'Post 20', 'Post 21']);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    // Page 1 is the bare address.
    expect(location.history.at(-1)).toBe(paths.blog.getHref());
  });

  it('opens the page named in the address, clamped to the pages there are', async () => {
    stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse(manyPosts) });
    renderWithProviders(<BlogPostList />, { path: `${paths.blog.getHref()}?page=3` });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('reads a page past the end as the last page and nonsense as the first', async () => {
    stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse(manyPosts) });
    const { unmount } = renderWithProviders(<BlogPostList />, { path: `${paths.blog.getHref()}?page=40` });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    unmount();
    renderWithProviders(<BlogPostList />, { path: `${paths.blog.getHref()}?page=abc` });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });
});
