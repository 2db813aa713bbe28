// Tests of the post HTML sanitiser: the one policy's subset kept, scripts, handlers, unsafe links, frames and SVG
// removed; every case of tests/fixtures/html-policy-cases.json (shared with the store) renders as stored.
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the store's policy and the shared fixtures, outside web/src
import policy from '../../../service/store/html_policy.json';
// eslint-disable-next-line no-restricted-imports
import fixtureCases from '../../../tests/fixtures/html-policy-cases.json';
import { isHtml, toPostBody } from '@/lib/paragraphs';
import { htmlToEscapedParagraphs, renderedLinkAttributes, sanitizeHtml } from '@/lib/sanitize-html';

type PolicyCase = { name: string; input: string; stored: string };
const cases: PolicyCase[] = fixtureCases;

/** `stored` as the page shows it: the render-time rel and target added to external web links. */
const withRenderedLinks = (html: string) =>
  html.replace(/<a href="([^"]*)">/g, (_whole, href: string) => `<a href="${href}"${renderedLinkAttributes(href)}>`);

/** Every tag, attribute and link address in `html`, checked against the policy. */
function policyViolations(html: string): string[] {
  const problems: string[] = [];
  for (const [, name, attrs] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    if (!policy.tags.includes(name!)) problems.push(`tag ${name}`);
    for (const [, attr, value] of attrs!.matchAll(/([a-z-]+)="([^"]*)"/gi)) {
      if (attr === 'target' || attr === 'rel') continue;
      if (!(policy.attributes as Record<string, string[]>)[name!]?.includes(attr!)) problems.push(`${name} ${attr}`);
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value!)?.[1]?.toLowerCase();
      const ok = scheme ? policy.urlSchemes.includes(scheme) : /^\/(?![/\\])/.test(value!);
      if (!ok) problems.push(`address ${value}`);
    }
  }
  if (/<(?![a-z/])/i.test(html.replace(/<\/?[a-z0-9]+[^>]*>/gi, ''))) problems.push('raw <');
  return problems;
}

describe('the shared policy fixtures', () => {
  it('has cases to run', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases.map((c) => [c.name, c] as const))('renders the stored form of "%s" as stored', (_name, c) => {
    if (isHtml(c.stored)) expect(sanitizeHtml(c.stored)).toBe(withRenderedLinks(c.stored));
    // Plain text never reaches the sanitiser: the page shows it as text paragraphs.
    else expect(toPostBody(c.stored)).toEqual({ kind: 'paragraphs', paragraphs: c.stored.split('\n\n') });
  });

  it.each(cases.map((c) => [c.name, c] as const))('keeps only the policy from the input of "%s"', (_name, c) => {
    expect(policyViolations(sanitizeHtml(c.input))).toEqual([]);
  });
});

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting as stored, b and i as strong and em, no div', () => {
    const html = '<p>One <strong>bold</strong>, <em>em</em>.<br>Next line.</p>\n<ul><li>a</li></ul>\n<ol><li>b</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<p><b>b</b> and <i>i</i></p><div>block</div>')).toBe(
      '<p><strong>b</strong> and <em>i</em></p>block',
    );
  });

  it('keeps safe links, opening external web addresses in a new tab', () => {
    for (const href of ['https://example.com/a?b=1', 'http://example.com']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(
        `<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`,
      );
    }
    for (const href of ['mailto:info@example.com', 'tel:+12035550142', '/blog']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('drops addresses the policy does not name: relative, fragment and protocol-relative ones', () => {
    for (const href of ['page.html', '#top', '//evil.example/x', '/\\evil.example']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('removes scripts with their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handlers and images carrying them', () => {
    const out = sanitizeHtml('<p onclick="steal()">Hi<img src="x" onerror="steal()"></p>');
    expect(out).toBe('<p>Hi</p>');
    expect(out).not.toMatch(/onerror|onclick|img/);
  });

  it('drops javascript: and other unsafe link targets, keeping the link text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="ftp://example.com/file">x</a>')).toBe('<a>x</a>');
  });

  it('drops attributes other than href', () => {
    expect(sanitizeHtml('<p style="color:red" class="x" id="y" data-x="1">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="/a" target="_self" rel="opener" title="t">t</a>')).toBe('<a href="/a">t</a>');
  });

  it('removes iframes, SVG, styles, forms and other tags', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<svg onload="x()"><script>x()</script><text>t</text></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<style>p{}</style><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<form action="/x"><input name="a"><button>go</button>kept</form>')).toBe('kept');
    expect(sanitizeHtml('<h1>Title</h1><span>text</span>')).toBe('Titletext');
  });
});

describe('hostile and broken markup', () => {
  it('catches javascript: hidden by character references, control characters and spaces', () => {
    for (const href of ['jav&#x61;script:alert(1)', 'jav&#97;script:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x()', 'javascript&colon;alert(1)', '\u0001javascript:alert(1)']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('reads unquoted and single-quoted addresses and keeps only the first href', () => {
    expect(sanitizeHtml("<a href='/a?x=1&amp;y=2'>x</a>")).toBe('<a href="/a?x=1&amp;y=2">x</a>');
    expect(sanitizeHtml('<a href=/b href="javascript:x()">x</a>')).toBe('<a href="/b">x</a>');
  });

  it('escapes stray angle brackets and ampersands in text, keeps character references', () => {
    expect(sanitizeHtml('<p>3 < 4 & "5" &amp; &#39;</p>')).toBe('<p>3 &lt; 4 &amp; "5" &amp; &#39;</p>');
  });

  it('closes what is left open and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p><strong>bold</p></em>after')).toBe('<p><strong>bold</strong></p>after');
    expect(sanitizeHtml('<ul><li>one<li>two')).toBe('<ul><li>one<li>two</li></li></ul>');
  });

  it('drops comments, doctypes and unterminated dangerous blocks', () => {
    expect(sanitizeHtml('<!-- <script>x()</script> --><p>ok</p><!doctype html>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<p>ok</p><script>never closed <p>hidden</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<p>a</p><STYLE>p{}</STYLE><Script src=x></sCrIpT>b')).toBe('<p>a</p>b');
  });

  it('never lets an attribute out of its tag', () => {
    const out = sanitizeHtml('<a href="/x" onmouseover="steal()" title=\'">\'>t</a><p class="a>b">c</p>');
    expect(out).toBe('<a href="/x">t</a><p>c</p>');
  });

  it('takes linear time on a long unterminated tag', () => {
    const started = performance.now();
    sanitizeHtml(`<a ${'a'.repeat(20000)}`);
    sanitizeHtml(`<p ${'a=b '.repeat(5000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('htmlToEscapedParagraphs', () => {
  it('never returns markup from the input, only escaped paragraphs of its text', () => {
    const out = htmlToEscapedParagraphs(
      '<p>One &amp; <b>two</b></p><script>alert(1)</script><p onclick="x()">3 < 4 & "5"</p><img src=x onerror=y()>',
    );
    expect(out).toBe('<p>One &amp; two</p><p>3 &#60; 4 &#38; &#34;5&#34;</p>');
  });

  it('splits paragraphs on closing p, div and li and on br', () => {
    expect(htmlToEscapedParagraphs('<div>a</div><p>b<br>c</p><ul><li>d</li></ul>')).toBe(
      '<p>a</p><p>b</p><p>c</p><p>d</p>',
    );
  });
});
