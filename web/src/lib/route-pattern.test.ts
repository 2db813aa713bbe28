// Tests of the route pattern parser: case-insensitive, named, optional and wildcard parts.
import { describe, expect, it } from 'vitest';
import { matchRoutePattern, parseRoutePattern } from '@/lib/route-pattern';

describe('parseRoutePattern', () => {
  it('matches case-insensitively', () => {
    expect(matchRoutePattern('/about/our-team', '/About/Our-Team')).toEqual({});
    expect(matchRoutePattern('/faqs', '/FAQS')).toEqual({});
    expect(parseRoutePattern('/blog').pattern.flags).toContain('i');
  });

  it('captures named parts, keeping the case of the path', () => {
    expect(matchRoutePattern('/insurance/:category/:slug', '/Insurance/Vehicle-Insurance/Auto-Insurance')).toEqual({
      category: 'Vehicle-Insurance',
      slug: 'Auto-Insurance',
    });
    expect(parseRoutePattern('/insurance/:category/:slug').keys).toEqual(['category', 'slug']);
  });

  it('allows a trailing slash but not extra segments', () => {
    expect(matchRoutePattern('/blog/:slug', '/blog/winter-tips/')).toEqual({ slug: 'winter-tips' });
    expect(matchRoutePattern('/blog/:slug', '/blog/winter-tips/more')).toBeNull();
    expect(matchRoutePattern('/blog/:slug', '/blog')).toBeNull();
    expect(matchRoutePattern('/', '/')).toEqual({});
    expect(matchRoutePattern('/', '')).toEqual({});
    expect(matchRoutePattern('/', '/about')).toBeNull();
  });

  it('supports optional parts', () => {
    expect(matchRoutePattern('/blog/:slug?', '/blog')).toEqual({ slug: undefined });
    expect(matchRoutePattern('/blog/:slug?', '/BLOG/winter-tips')).toEqual({ slug: 'winter-tips' });
    expect(matchRoutePattern('/blog/:slug?', '/blog/a/b')).toBeNull();
  });

  it('supports wildcards', () => {
    expect(matchRoutePattern('/admin/*', '/Admin/blog-editor/extra')).toEqual({ '*': 'blog-editor/extra' });
    expect(matchRoutePattern('/admin/*', '/admin')).toBeNull();
    expect(matchRoutePattern('/admin/*?', '/admin')).toEqual({ '*': undefined });
    expect(matchRoutePattern('*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
  });

  it('treats literal segments literally, not as regular expressions', () => {
    expect(matchRoutePattern('/a.b', '/a.b')).toEqual({});
    expect(matchRoutePattern('/a.b', '/axb')).toBeNull();
  });

  it('matches a prefix at a segment boundary in loose mode (nested routes)', () => {
    const { pattern } = parseRoutePattern('/admin', true);
    expect(pattern.exec('/Admin/blog-editor')?.[0]).toBe('/Admin');
    expect(pattern.exec('/administrator')).toBeNull();
  });
});
