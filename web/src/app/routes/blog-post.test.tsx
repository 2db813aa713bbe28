// Tests of the blog post page: the quote form on the post named by quotePostSlug only, and the sidebar.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@/features/blog/types';
import { injectSiteFactsTag, siteFacts } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

let nextId = 1;
const post = (slug: string, date: string): BlogPost => ({
  id: nextId++,
  slug,
  title: `Title of ${slug}`,
  date,
  excerpt: '',
  content: '<p>Text.</p>',
  imageUrl: null,
  author: null,
  coverages: [],
  imageAlt: null,
});

// The page is a lazily loaded chunk: allow it time to arrive.
const slow = { timeout: 15_000 };

const posts = [post('steady-bills', '2025-01-28'), post('other-post', '2024-12-01')];

beforeEach(() => {
  injectSiteFactsTag({ ...siteFacts, quotePostSlug: 'steady-bills' });
  stubFetch({
    '/api/blog-posts?view=summary': () => jsonResponse(posts),
    '/api/blog-posts/steady-bills': () => jsonResponse(posts[0]),
    '/api/blog-posts/other-post': () => jsonResponse(posts[1]),
  });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('BlogPostRoute', { timeout: 30_000 }, () => {
  it('shows the quote form under the quote post', async () => {
    renderApp(paths.blogPost.getHref('steady-bills'));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Get Your Free Quote Today' }, slow);
    const section = heading.closest('section')!;
    // No form address in the facts: the agency's own quote form.
    expect(await within(section).findByTestId('quote-request-form', {}, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('has no quote form under other posts', async () => {
    renderApp(paths.blogPost.getHref('other-post'));
    await screen.findByRole('heading', { level: 1, name: 'Title of other-post' }, slow);
    expect(screen.queryByRole('heading', { name: 'Get Your Free Quote Today' })).not.toBeInTheDocument();
  });

  it('has the Recent Posts sidebar', async () => {
    renderApp(paths.blogPost.getHref('other-post'));
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' }, slow);
    expect(await within(sidebar).findByRole('link', { name: 'Title of steady-bills' }, slow)).toHaveAttribute(
      'href',
      paths.blogPost.getHref('steady-bills'),
    );
  });
});
