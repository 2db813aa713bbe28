// Tests of a static export page: which API reads become files and where, and that apiGet and the image variants
// follow the page's meta tag.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '@/lib/api-client';
import { mediaSrcSet } from '@/lib/image-url';
import { staticDataUrl } from '@/lib/static-data';
import { resetStaticDataBase, STATIC_DATA_META, staticDataBase } from '@/lib/static-export';

function markAsExport(base: string) {
  const meta = document.createElement('meta');
  meta.name = STATIC_DATA_META;
  meta.content = base;
  document.head.append(meta);
  resetStaticDataBase();
}

afterEach(() => {
  document.head.querySelectorAll(`meta[name="${STATIC_DATA_META}"]`).forEach((meta) => meta.remove());
  resetStaticDataBase();
});

describe('staticDataUrl', () => {
  it('maps every content read the export holds to its file', () => {
    const cases: Record<string, string> = {
      '/api/blog-posts': '/data/blog-posts.json',
      '/api/blog-posts?view=summary': '/data/blog-posts.summary.json',
      '/api/blog-posts/flood-basics': '/data/blog-posts/flood-basics.json',
      '/api/services': '/data/services.json',
      '/api/companies': '/data/companies.json',
      '/api/site': '/data/site.json',
      '/api/pages/about': '/data/pages/about.json',
      '/api/copy/faq': '/data/copy/faq.json',
      '/api/products/flood-insurance': '/data/products/flood-insurance.json',
    };
    for (const [url, file] of Object.entries(cases)) expect(staticDataUrl(url, '/data')).toBe(file);
  });

  it('leaves what needs the service (sign-in, form tokens, staff reads, other queries) to the API', () => {
    for (const url of [
      '/api/auth/session',
      '/api/requests/form-token',
      '/api/admin/blog-posts',
      '/api/admin/blog-posts/a/history',
      '/api/blog-posts?view=summary&x=1',
      '/api/blog-posts?page=2',
      '/api/blog-posts/Bad_Slug',
    ]) {
      expect(staticDataUrl(url, '/data')).toBeNull();
    }
  });
});

describe('on a static export page', () => {
  it('reads the data folder from the meta tag, and nothing on a page the service served', () => {
    expect(staticDataBase()).toBeNull();
    markAsExport('/data/');
    expect(staticDataBase()).toBe('/data');
  });

  it('apiGet fetches the exported file for content reads and the service for the rest', async () => {
    markAsExport('/data');
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await apiGet('/api/blog-posts?view=summary');
    await apiGet('/api/requests/form-token');

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/data/blog-posts.summary.json',
      '/api/requests/form-token',
    ]);
  });

  it('image width variants are files of their own, keeping the cache-busting stamp', () => {
    expect(mediaSrcSet('/media/uploads/a.jpg', 7, true)).toBe(
      '/media-variants/320/uploads/a.jpg.webp?v=7 320w, /media-variants/640/uploads/a.jpg.webp?v=7 640w, ' +
        '/media-variants/960/uploads/a.jpg.webp?v=7 960w, /media-variants/1280/uploads/a.jpg.webp?v=7 1280w',
    );
    expect(mediaSrcSet('https://cdn.example/a.webp', 7, true)).toBeUndefined();
  });

  it("the application's own images have their variants in a folder apart from the agency's", () => {
    expect(mediaSrcSet('/app-media/illustrations/home-1.webp', undefined, true)).toBe(
      [320, 640, 960, 1280].map((w) => `/app-media-variants/${w}/illustrations/home-1.webp.webp ${w}w`).join(', '),
    );
  });
});
