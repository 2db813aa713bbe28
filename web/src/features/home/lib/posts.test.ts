// Tests of the home page's post helpers.
import { describe, expect, it } from 'vitest';
import { newestPosts } from '@/features/home/lib/posts';

describe('newestPosts', () => {
  const posts = [
    { slug: 'b', date: '2025-11-18' },
    { slug: 'a', date: '2026-10-13' },
    { slug: 'x', date: 'not a date' },
    { slug: 'c', date: '2026-02-17T09:00:00Z' },
    { slug: 'd', date: '2024-01-01' },
  ];

  it('gives the newest ones first, at most `count`', () => {
    expect(newestPosts(posts, 3).map((post) => post.slug)).toEqual(['a', 'c', 'b']);
    expect(newestPosts(posts.slice(0, 2), 3).map((post) => post.slug)).toEqual(['a', 'b']);
    expect(newestPosts([], 3)).toEqual([]);
  });

  it('puts unreadable dates last and leaves the input alone', () => {
    expect(newestPosts(posts, 5).at(-1)!.slug).toBe('x');
    expect(posts[0]!.slug).toBe('b');
  });
});
