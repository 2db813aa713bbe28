// Tests of the Recent Posts sidebar: skeleton, the five newest posts with short dates and thumbnails, empty text.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecentPosts } from '@/features/blog/components/recent-posts';
import type { BlogPost } from '@/features/blog/types';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

const post = (n: number, date: string, imageUrl: string | null = null): BlogPost => ({
  id: n,
  slug: `post-${n}`,
  title: `Post ${n}`,
  date,
  excerpt: '',
  content: '',
  imageUrl,
  author: null,
  coverages: [],
  imageAlt: null,
});

// Seven posts out of date order.
const posts = [
  post(3, '2026-08-01'),
  post(1, '2026-10-13', '/media/one.webp'),
  post(7, '2024-01-01'),
  post(2, '2026-09-30'),
  post(5, '2026-05-05', '/media/five.webp?w=200'),
  post(4, '2026-07-04'),
  post(6, '2025-12-31'),
];

describe('RecentPosts', () => {
  it('shows a skeleton, then the five newest posts with their dates', async () => {
    stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse(posts) });
    renderWithProviders(<RecentPosts />);

    expect(screen.getByRole('heading', { level: 2, name: 'Recent Posts' })).toBeInTheDocument();
    expect(screen.getByTestId('recent-posts-skeleton').children).toHaveLength(5);

    await screen.findByRole('link', { name: 'Post 1' });
    expect(screen.queryByTestId('recent-posts-skeleton')).not.toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Post 1',
      'Post 2',
      'Post 3',
      'Post 4',
      'Post 5',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', paths.blogPost.getHref('post-1'));
    expect(within(items[0]!).getByText('October 13, 2026')).toBeInTheDocument();
    expect(within(items[3]!).getByText('July 4, 2026')).toBeInTheDocument();
  });

  it('shows thumbnails with the cache-busting v, and an illustration where there is no image', async () => {
    stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse(posts) });
    renderWithProviders(<RecentPosts />);
    await screen.findByRole('link', { name: 'Post 1' });

    const items = screen.getAllByRole('listitem');
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toMatch(/^\/media\/one\.webp\?v=\d+$/);
    expect(items[4]!.querySelector('img')?.getAttribute('src')).toMatch(/^\/media\/five\.webp\?w=200&v=\d+$/);
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toMatch(/^\/app-media\/illustrations\/[a-z]+-\d+\.webp$/);
    expect(items[1]!.querySelector('[data-slot=image-placeholder]')).toBeNull();
  });

  it('says so when there are no posts', async () => {
    stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse([]) });
    renderWithProviders(<RecentPosts />);
    expect(await screen.findByText('No recent posts available.')).toBeInTheDocument();
  });
});
