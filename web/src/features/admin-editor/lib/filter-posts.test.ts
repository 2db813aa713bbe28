// Filtering the admin list by status and searching it by title.
import { describe, expect, it } from 'vitest';
import { countByStatus, filterPosts, searchable, withStatusNow } from '@/features/admin-editor/lib/filter-posts';
import type { StaffSummary } from '@/features/admin-editor/types';

let nextId = 1;
const post = (slug: string, title: string, status: StaffSummary['status'], publishAt: string | null = null): StaffSummary => ({
  id: nextId++,
  slug,
  title,
  date: '2026-11-01',
  excerpt: '',
  imageUrl: null,
  author: null,
  coverages: [],
  imageAlt: null,
  status,
  publishAt,
});

const now = Date.parse('2026-11-23T12:00:00Z');
const posts = withStatusNow(
  [
    post('cafe', 'Café Crème and Coverage', 'draft'),
    post('storm', 'Storm Prep Checklist', 'scheduled', '2026-12-01T14:00:00Z'),
    post('went-live', 'Winter Storm Tips', 'scheduled', '2026-11-20T14:00:00Z'),
    post('flood', 'Flood Basics', 'published'),
  ],
  now,
);

describe('filterPosts', () => {
  it('filters by status, counting a scheduled post whose time has passed as published', () => {
    expect(filterPosts(posts, 'scheduled', '').map((p) => p.slug)).toEqual(['storm']);
    expect(filterPosts(posts, 'published', '').map((p) => p.slug)).toEqual(['went-live', 'flood']);
    expect(countByStatus(posts)).toEqual({ all: 4, draft: 1, scheduled: 1, published: 2 });
  });

  it('searches titles by every word typed, ignoring case and accents', () => {
    expect(filterPosts(posts, 'all', 'storm').map((p) => p.slug)).toEqual(['storm', 'went-live']);
    expect(filterPosts(posts, 'all', '  CAFE  creme ').map((p) => p.slug)).toEqual(['cafe']);
    expect(filterPosts(posts, 'all', 'storm winter').map((p) => p.slug)).toEqual(['went-live']);
    expect(filterPosts(posts, 'draft', 'storm')).toEqual([]);
    expect(searchable('Ærø Ünïcode')).toBe('ærø unicode');
  });
});
