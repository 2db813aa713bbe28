// Tests of the cache-busting image address.
import { describe, expect, it } from 'vitest';
import { mediaSrcSet, withCacheBuster, withWidth } from '@/lib/image-url';

describe('withCacheBuster', () => {
  it('starts a query when there is none', () => {
    expect(withCacheBuster('/media/winter-road.webp', 1700000000000)).toBe('/media/winter-road.webp?v=1700000000000');
  });

  it('appends to an existing query with &', () => {
    expect(withCacheBuster('https://cdn.example/a.jpg?w=800&q=70', 5)).toBe('https://cdn.example/a.jpg?w=800&q=70&v=5');
  });

  it('replaces an earlier v instead of repeating it', () => {
    expect(withCacheBuster('/media/a.jpg?v=1&w=2', 9)).toBe('/media/a.jpg?w=2&v=9');
  });

  it('keeps a fragment at the end', () => {
    expect(withCacheBuster('/media/a.svg#icon', 3)).toBe('/media/a.svg?v=3#icon');
    expect(withCacheBuster('/media/a.svg?x=1#icon', 3)).toBe('/media/a.svg?x=1&v=3#icon');
    expect(withCacheBuster('/media/a.png?w=640&v=1#x', 5)).toBe('/media/a.png?w=640&v=5#x');
  });

  it('copes with a trailing question mark', () => {
    expect(withCacheBuster('/media/a.jpg?', 3)).toBe('/media/a.jpg?v=3');
  });
});

describe('media width variants', () => {
  it('adds or replaces w, keeping other parameters', () => {
    expect(withWidth('/media/a.webp', 320)).toBe('/media/a.webp?w=320');
    expect(withWidth('/media/a.webp?w=9&v=1', 640)).toBe('/media/a.webp?w=640&v=1');
  });

  it('lists the four widths with the cache-busting v for /media/ and /app-media/ images only', () => {
    expect(mediaSrcSet('/media/a.webp', 7)).toBe(
      '/media/a.webp?w=320&v=7 320w, /media/a.webp?w=640&v=7 640w, /media/a.webp?w=960&v=7 960w, /media/a.webp?w=1280&v=7 1280w',
    );
    expect(mediaSrcSet('/app-media/illustrations/home-1.webp')).toBe(
      [320, 640, 960, 1280].map((w) => `/app-media/illustrations/home-1.webp?w=${w} ${w}w`).join(', '),
    );
    expect(mediaSrcSet('https://cdn.example/a.webp', 7)).toBeUndefined();
    expect(mediaSrcSet('/app-media-elsewhere/a.webp', 7)).toBeUndefined();
    expect(mediaSrcSet('/media/', 7)).toBeUndefined();
  });
});
