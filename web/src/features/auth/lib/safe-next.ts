// Where to go after signing in: the `next` query parameter when it is a path on this site, else the staff overview.
import { paths } from '@/config/paths';

export const DEFAULT_AFTER_SIGN_IN = paths.adminHome.getHref();

const PROBE_ORIGIN = 'https://this-site.invalid';

/**
 * `next` when it is a same-site path ("/admin/blog-editor?slug=a"): it starts with one "/", holds no control
 * characters or white space (browsers drop tabs and newlines, turning "/\t/evil.example" into "//evil.example"),
 * no backslash (read as "/"), and stays on this origin. Anything else — "//host", "https://host", "javascript:",
 * the sign-in page itself — gives the fallback.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return fallback;
  if ([...next].some((char) => char <= ' ' || char === '\u007f' || char === '\\')) return fallback;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname.replace(/\/+$/, '').toLowerCase() === paths.adminLogin.getHref()) return fallback;
  return next;
}
