// Tests of the blog list pagination: page counts, clamping, slices, button states and the ?page= parameter.
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageSearch, paginate, parsePageParam, POSTS_PER_PAGE } from '@/features/blog/lib/pagination';

const posts = Array.from({ length: 21 }, (_, i) => i + 1);

describe('pageCount', () => {
  it('counts pages of 9', () => {
    expect(POSTS_PER_PAGE).toBe(9);
    expect(pageCount(21)).toBe(3);
    expect(pageCount(18)).toBe(2);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
  });

  it('has one page even when there is nothing to show', () => {
    expect(pageCount(0)).toBe(1);
  });
});

describe('paginate', () => {
  it('starts on page 1 with 9 items, Previous off and Next on', () => {
    expect(paginate(posts, 1)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      page: 1,
      count: 3,
      hasPrevious: false,
      hasNext: true,
    });
  });

  it('gives both buttons in the middle', () => {
    const page = paginate(posts, 2);
    expect(page.items).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect([page.hasPrevious, page.hasNext]).toEqual([true, true]);
  });

  it('gives the remainder on the last page, with Next off', () => {
    const page = paginate(posts, 3);
    expect(page.items).toEqual([19, 20, 21]);
    expect([page.hasPrevious, page.hasNext]).toEqual([true, false]);
  });

  it('clamps a page past the end to the last page and below 1 to the first', () => {
    expect(paginate(posts, 7).page).toBe(3);
    expect(paginate(posts, 0).page).toBe(1);
    expect(paginate(posts, -2).items[0]).toBe(1);
  });

  it('has a single page with both buttons off when everything fits', () => {
    expect(paginate(posts.slice(0, 9), 1)).toMatchObject({ count: 1, hasPrevious: false, hasNext: false });
    expect(paginate([], 1)).toMatchObject({ items: [], count: 1, hasPrevious: false, hasNext: false });
  });
});

describe('clampPage', () => {
  it('keeps a page within 1…count', () => {
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });
});

describe('parsePageParam and pageSearch', () => {
  it('reads whole page numbers and falls back to 1', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('')).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-1')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('two')).toBe(1);
  });

  it('writes no parameter for page 1', () => {
    expect(pageSearch(1)).toBe('');
    expect(pageSearch(3)).toBe('page=3');
  });
});
