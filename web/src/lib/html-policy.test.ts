// Tests of the web app's side of the one HTML policy: link addresses the editor may keep, and every stored form of
// tests/fixtures/html-policy-cases.json (shared with the store) shown as stored, external links opening a new tab.
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the shared fixtures, outside web/src
import fixtureCases from '../../../tests/fixtures/html-policy-cases.json';
import { paths } from '@/config/paths';
import { isAllowedHref, isAllowedImageSrc } from '@/lib/html-policy';
import { renderedHtml, withRenderedLinks } from '@/lib/rendered-links';
import { isHtml, toPostBody } from '@/lib/paragraphs';

type PolicyCase = { name: string; input: string; stored: string };
const cases: PolicyCase[] = fixtureCases;

describe('the shared policy fixtures', () => {
  it('has cases to run', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases.map((c) => [c.name, c] as const))('shows the stored form of "%s" as stored', (_name, c) => {
    const opened = / target="_blank" rel="noopener noreferrer"/g;
    if (isHtml(c.stored)) expect(withRenderedLinks(c.stored).replace(opened, '')).toBe(c.stored);
    // Plain text is shown as text paragraphs, never as HTML.
    else expect(toPostBody(c.stored)).toEqual({ kind: 'paragraphs', paragraphs: c.stored.split('\n\n') });
  });
});

describe('withRenderedLinks', () => {
  it('opens external web addresses in a new tab, without an opener', () => {
    for (const href of ['https://example.com/a?b=1&amp;c=2', 'http://example.com', 'HTTPS://WWW.CT.GOV']) {
      expect(withRenderedLinks(`<p><a href="${href}">x</a></p>`)).toBe(
        `<p><a href="${href}" target="_blank" rel="noopener noreferrer">x</a></p>`,
      );
    }
  });

  it('leaves site paths, mail and phone links and the rest of the markup as they are', () => {
    const html =
      '<p>Call <a href="tel:+12035550142">us</a>, <a href="mailto:a@b.example">write</a> ' +
      `or <a href="${paths.blog.getHref()}">read</a>.</p>\n<ul><li>a<br>b</li></ul>`;
    expect(withRenderedLinks(html)).toBe(html);
  });
});

describe('renderedHtml', () => {
  it('frames each table so it scrolls inside itself, and loads images lazily', () => {
    const html =
      '<table><tbody><tr><td>a</td></tr></tbody></table>\n<figure><img src="/media/a.webp" alt="A"></figure>\n' +
      '<table><tbody><tr><td>b</td></tr></tbody></table>';
    expect(renderedHtml(html)).toBe(
      '<div class="table-scroll" role="region" aria-label="Table, scrolls sideways" tabindex="0"><table><tbody><tr><td>a</td></tr>' +
        '</tbody></table></div>\n<figure><img loading="lazy" decoding="async" src="/media/a.webp" alt="A"></figure>\n' +
        '<div class="table-scroll" role="region" aria-label="Table, scrolls sideways" tabindex="0"><table><tbody><tr><td>b</td></tr>' +
        '</tbody></table></div>',
    );
  });

  it('names each frame by its caption, else its first column headings, so two tables are told apart', () => {
    const headed = '<table><thead><tr><th>Coverage</th><th>Pays for <em>"your"</em> car</th><th>Limit</th><th>Cost</th></tr>' +
      '</thead></table>';
    expect(renderedHtml(headed)).toContain('aria-label="Table: Coverage, Pays for &quot;your&quot; car, Limit, scrolls sideways"');
    const captioned = '<table><caption>Deductibles &amp; premiums</caption><tbody><tr><th>A</th></tr></tbody></table>';
    expect(renderedHtml(captioned)).toContain('aria-label="Table: Deductibles &amp; premiums, scrolls sideways"');
  });

  it('changes nothing else in the stored form of any shared case', () => {
    const added = / target="_blank" rel="noopener noreferrer"|<div class="table-scroll"[^>]*>|<\/div>| loading="lazy" decoding="async"/g;
    for (const c of cases.filter((c) => isHtml(c.stored))) {
      expect(renderedHtml(c.stored).replace(added, '')).toBe(c.stored.replace(/<\/div>/g, ''));
    }
  });
});

describe('isAllowedHref', () => {
  it("allows the policy's schemes and site paths", () => {
    for (const href of ['https://example.com', 'http://x.example', 'MAILTO:a@b.example', 'tel:+1203555014', paths.blog.getHref()]) {
      expect(isAllowedHref(href)).toBe(true);
    }
  });

  it('refuses other schemes, relative, fragment and protocol-relative addresses', () => {
    const refused = ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example', 'page.html', '#top', '//evil.example'];
    for (const href of [...refused, '/\\evil.example']) {
      expect(isAllowedHref(href)).toBe(false);
    }
  });
});

describe('isAllowedImageSrc', () => {
  it("allows the site's /media/ files", () => {
    for (const src of ['/media/office.webp', '/media/2026/flood-map.v2.jpg', '/media/a_b-c.png']) {
      expect(isAllowedImageSrc(src)).toBe(true);
    }
  });

  it('refuses other hosts, queries, climbing paths and other folders', () => {
    const refused = ['https://cdn.example/a.jpg', '//evil.example/a.png', '/media/a.webp?w=320', '/media/../secret',
      '/media/a..b', '/images/a.png', 'data:image/png;base64,AAAA', '/media/', ' /media/a.webp', '/media/a.webp\n'];
    for (const src of refused) {
      expect(isAllowedImageSrc(src)).toBe(false);
    }
  });

  it('agrees with the stored form of every shared case', () => {
    for (const c of cases) {
      for (const [, src] of c.stored.matchAll(/<img src="([^"]*)"/g)) expect(isAllowedImageSrc(src ?? '')).toBe(true);
    }
  });
});
