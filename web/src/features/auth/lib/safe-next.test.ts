// Tests of the `next` check: same-site paths pass, anything that could leave the site falls back to the staff overview.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from '@/features/auth/lib/safe-next';
import { paths } from '@/config/paths';

describe('safeNextPath', () => {
  it('defaults to the staff overview', () => {
    expect(DEFAULT_AFTER_SIGN_IN).toBe('/admin');
    expect(safeNextPath(null)).toBe('/admin');
    expect(safeNextPath(undefined)).toBe('/admin');
    expect(safeNextPath('')).toBe('/admin');
  });

  it.each([
    '/admin/blog-editor',
    '/admin/blog-editor?slug=flood-insurance-basics',
    paths.blogPost.getHref('winter-driving-tips'),
    '/',
    '/about#team',
    '/admin/blog-editor?slug=a%20b',
  ])('keeps the same-site path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example/phish'],
    ['full URL', 'https://evil.example/'],
    ['other scheme', 'javascript:alert(1)'],
    ['relative path', 'admin/blog-editor'],
    ['backslash read as a slash', '/\\evil.example'],
    ['tab dropped by the browser', '/\t/evil.example'],
    ['newline dropped by the browser', '/\n/evil.example'],
    ['leading space', ' /admin/blog-editor'],
    ['encoded nothing special but a space', '/admin blog'],
    ['the sign-in page itself', '/admin/login?next=/admin/login'],
    ['the sign-in page with a trailing slash', '/Admin/Login/'],
  ])('refuses %s', (_label, next) => {
    expect(safeNextPath(next)).toBe('/admin');
  });

  it('uses a given fallback', () => {
    expect(safeNextPath('//x', '/')).toBe('/');
  });
});
