// Tests of the next-older-post choice for infinite scroll.
import { describe, expect, it } from 'vitest';
import { findNextOlderPost, sortNewestFirst } from '@/features/blog/lib/next-post';
import type { BlogPost } from '@/features/blog/types';

let nextId = 1;
const post = (slug: string, date: string): BlogPost => ({
  id: nextId++,
  slug,
  title: slug,
  date,
  excerpt: '',
  content: '',
  imageUrl: null,
  author: null,
  coverages: [],
  imageAlt: null,
});

// Deliberately not in date order.
const posts = [post('b', '2025-03-01'), post('a', '2025-05-01'), post('d', '2024-01-01'), post('c', '2025-01-10')];

describe('sortNewestFirst', () => {
  it('orders by date, newest first, without changing the input', () => {
    expect(sortNewestFirst(posts).map((p) => p.slug)).toEqual(['a', 'b', 'c', 'd']);
    expect(posts[0]?.slug).toBe('b');
  });

  it('puts a post with an unreadable date last', () => {
    expect(sortNewestFirst([post('x', 'not a date'), ...posts]).at(-1)?.slug).toBe('x');
  });
});

describe('findNextOlderPost', () => {
  it('gives the next older post after the last one shown', () => {
    expect(findNextOlderPost(posts, ['a'])?.slug).toBe('b');
    expect(findNextOlderPost(posts, ['a', 'b'])?.slug).toBe('c');
    expect(findNextOlderPost(posts, ['b'])?.slug).toBe('c');
  });

  it('skips a post already shown', () => {
    expect(findNextOlderPost(posts, ['c', 'b'])?.slug).toBe('d');
    expect(findNextOlderPost(posts, ['d', 'c'])).toBeUndefined();
  });

  it('gives nothing after the oldest post', () => {
    expect(findNextOlderPost(posts, ['d'])).toBeUndefined();
    expect(findNextOlderPost(posts, ['a', 'b', 'c', 'd'])).toBeUndefined();
  });

  it('gives nothing when the last shown post is unknown or nothing is shown', () => {
    expect(findNextOlderPost(posts, ['zzz'])).toBeUndefined();
    expect(findNextOlderPost(posts, [])).toBeUndefined();
  });
});
