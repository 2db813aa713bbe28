// Tests of the blog list: loading, list, empty and failed states.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogPostList } from '@/features/blog/components/blog-post-list';
import { blogPosts } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

describe('BlogPostList', () => {
  it('shows a loading text, then the post titles linking to their pages', async () => {
    const fetchMock = stubFetch({ '/api/blog-posts': () => jsonResponse(blogPosts) });

    renderWithProviders(<BlogPostList />);

    expect(screen.getByText('Loading blog posts...')).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Winter Driving Tips' });
    expect(first).toHaveAttribute('href', '/blog/winter-driving-tips');
    expect(screen.getByRole('link', { name: 'Flood Insurance Basics' })).toHaveAttribute(
      'href',
      '/blog/flood-insurance-basics',
    );
    expect(screen.getByText('January 15, 2024')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/blog-posts', expect.objectContaining({ credentials: 'include' }));
  });

  it('says so when there are no posts', async () => {
    stubFetch({ '/api/blog-posts': () => jsonResponse([]) });

    renderWithProviders(<BlogPostList />);

    expect(await screen.findByText('No blog posts available at this time.')).toBeInTheDocument();
  });

  it('shows the empty text when the list cannot be loaded', async () => {
    stubFetch({ '/api/blog-posts': () => new Response('boom', { status: 500 }) });

    renderWithProviders(<BlogPostList />);

    expect(await screen.findByText('No blog posts available at this time.')).toBeInTheDocument();
  });
});
