// Tests of the choice of the article being read.
import { describe, expect, it } from 'vitest';
import { articleInView } from '@/features/blog/lib/post-in-view';

// Viewport 1000 px high: the reading line is at 400 px.
describe('articleInView', () => {
  it('is the first article at the top of the page', () => {
    expect(articleInView([{ slug: 'a', top: 120 }, { slug: 'b', top: 2400 }], 1000)).toBe('a');
  });

  it('stays on the first article while the next one is below the reading line', () => {
    expect(articleInView([{ slug: 'a', top: -1500 }, { slug: 'b', top: 401 }], 1000)).toBe('a');
  });

  it('moves to an article once its top passes the reading line', () => {
    expect(articleInView([{ slug: 'a', top: -1500 }, { slug: 'b', top: 400 }], 1000)).toBe('b');
    expect(articleInView([{ slug: 'a', top: -4000 }, { slug: 'b', top: -1800 }, { slug: 'c', top: 100 }], 1000)).toBe(
      'c',
    );
  });

  it('goes back to an earlier article when scrolling up', () => {
    expect(articleInView([{ slug: 'a', top: -100 }, { slug: 'b', top: 900 }, { slug: 'c', top: 3000 }], 1000)).toBe('a');
  });

  it('is undefined without articles', () => {
    expect(articleInView([], 1000)).toBeUndefined();
  });
});
