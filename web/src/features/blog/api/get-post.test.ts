// Tests of the one-post fetcher: the post, or 'Blog post not found' for any non-OK answer.
import { describe, expect, it } from 'vitest';
import { getPost } from '@/features/blog/api/get-post';
import { blogPosts } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

describe('getPost', () => {
  it('reads the post by slug', async () => {
    const fetchMock = stubFetch({ '/api/blog-posts/winter-driving-tips': () => jsonResponse(blogPosts[0]) });
    await expect(getPost('winter-driving-tips')).resolves.toEqual(blogPosts[0]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/blog-posts/winter-driving-tips',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('raises "Blog post not found" for a 404 or a server error, keeping the cause', async () => {
    stubFetch({ '/api/blog-posts/broken': () => new Response('boom', { status: 500 }) });
    await expect(getPost('missing')).rejects.toThrow(/^Blog post not found$/);
    const error: unknown = await getPost('broken').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(((error as Error).cause as Error).message).toBe('boom');
  });

  it('encodes the slug in the address', async () => {
    const fetchMock = stubFetch({});
    await getPost('a b/c').catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/blog-posts/a%20b%2Fc');
  });
});
