// Tests of the route table's hrefs: each route's href is an address its own pattern matches.
import { describe, expect, it } from 'vitest';
import { movedAddress } from '@/config/moved-addresses';
import { paths, routeTable } from '@/config/paths';
import { matchRoutePattern } from '@/lib/route-pattern';

describe('paths', () => {
  it.each(routeTable.map((route) => [route.id, route.path] as const))('%s: its href matches %s', (id, path) => {
    const href = (paths[id].getHref as (...values: unknown[]) => string)('a b', 'c/d');
    expect(matchRoutePattern(path, href.split('?')[0] ?? '')).not.toBeNull();
  });

  it('fills and encodes the parameters in order', () => {
    expect(paths.insuranceService.getHref('vehicle-insurance', 'a b')).toBe('/insurance/vehicle-insurance/a%20b');
    expect(paths.blogPost.getHref('x/y')).toBe(`${paths.blogPost.getHref('')}x%2Fy`);
    expect(paths.adminRequest.getHref(7)).toBe('/admin/requests/7');
    expect(paths.blogEditor.getHref('a-post')).toBe('/admin/blog-editor?slug=a-post');
    expect(paths.blogEditor.getHref()).toBe('/admin/blog-editor');
    expect(paths.faqs.getHref()).toBe('/faqs');
  });

  it('sends a moved address, and what lies under a moved prefix, to its new place in any case', () => {
    const table = { '/old-news': paths.blog.getHref(), '/questions': paths.faqs.getHref() };
    expect(movedAddress('/old-news', table)).toBe(paths.blog.getHref());
    expect(movedAddress('/OLD-News/a-post', table)).toBe(paths.blogPost.getHref('a-post'));
    expect(movedAddress('/questions', table)).toBe(paths.faqs.getHref());
    expect(movedAddress('/old-newsletter', table)).toBeNull();
    expect(movedAddress(paths.faqs.getHref(), table)).toBeNull();
  });
});
