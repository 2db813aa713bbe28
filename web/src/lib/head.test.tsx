// Tests of the head manager (lib/head, lib/head-tags): the tags a page's head becomes, and their replacement.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useHead, type HeadSpec } from '@/lib/head';
import { applyHeadTags, documentTitle, headTags, jsonForScript } from '@/lib/head-tags';
import { siteFacts } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

const origin = 'https://agency.example';

describe('headTags', () => {
  const html = headTags({ title: 'Contact Us', description: 'Call us "today" <now>' }, siteFacts, origin, '/contact');

  it('titles the page "<page> | <agency short name>"', () => {
    expect(html).toContain('<title>Contact Us | Harbor Point Insurance</title>');
    expect(documentTitle('Home', undefined)).toBe('Home');
  });

  it('has the description, canonical, Open Graph, Twitter and feed tags, escaped', () => {
    expect(html).toContain('<meta name="description" content="Call us &quot;today&quot; &lt;now&gt;" data-head>');
    expect(html).toContain('<link rel="canonical" href="https://agency.example/contact" data-head>');
    expect(html).toContain('<meta property="og:url" content="https://agency.example/contact" data-head>');
    expect(html).toContain('<meta property="og:type" content="website" data-head>');
    expect(html).toContain('<meta property="og:title" content="Contact Us | Harbor Point Insurance" data-head>');
    expect(html).toContain('<meta property="og:image" content="https://agency.example/social-share.png" data-head>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-head>');
    expect(html).toMatch(/<link rel="alternate" type="application\/atom\+xml" href="\/feed.xml" title="[^"]+" data-head>/);
  });

  it("uses the agency's description when the page has none, and a post's own image", () => {
    const post = headTags({ title: 'Post', type: 'article', image: '/media/p.webp' }, siteFacts, origin, paths.blogPost.getHref('p'));
    expect(post).toContain(`<meta name="description" content="${siteFacts.description}" data-head>`);
    expect(post).toContain('<meta property="og:type" content="article" data-head>');
    expect(post).toContain('<meta property="og:image" content="https://agency.example/media/p.webp" data-head>');
  });

  it("describes a post's image to those who cannot see it, and only an image that has a description", () => {
    const spec = { title: 'Post', type: 'article', image: '/media/p.webp', imageAlt: 'A "plowed" road' } as const;
    const described = headTags(spec, siteFacts, origin, paths.blogPost.getHref('p'));
    expect(described).toContain('<meta property="og:image:alt" content="A &quot;plowed&quot; road" data-head>');
    expect(described).toContain('<meta name="twitter:image:alt" content="A &quot;plowed&quot; road" data-head>');
    for (const other of [{ ...spec, imageAlt: null }, { ...spec, image: null }]) {
      expect(headTags(other, siteFacts, origin, paths.blogPost.getHref('p'))).not.toContain('image:alt');
    }
  });

  it('keeps a page out of search results only when it asks', () => {
    expect(html).not.toContain('name="robots"');
    const received = headTags({ title: 'Thanks', noindex: true }, siteFacts, origin, '/request-received');
    expect(received).toContain('<meta name="robots" content="noindex" data-head>');
  });

  it('writes JSON-LD that cannot close its script tag, built with the page address, only with a builder', () => {
    const spec: HeadSpec = {
      title: 'T',
      jsonLd: [{ kind: 'breadcrumbs', items: [{ name: '</script><script>x', path: '/t' }] }, null, false],
    };
    const withLd = headTags(spec, siteFacts, origin, '/t', (item, { url }) => ({ kind: item.kind, url, item }));
    const scripts = withLd.match(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(withLd).not.toContain('</script><script>x');
    expect(withLd).toContain('"url":"https://agency.example/t"');
    expect(JSON.parse(jsonForScript({ a: '<b>' }))).toEqual({ a: '<b>' });
    expect(headTags(spec, siteFacts, origin, '/t')).not.toContain('application/ld+json');
  });
});

describe('applyHeadTags', () => {
  it('replaces the previous page tags and sets the title', () => {
    document.head.innerHTML = '<title>Old</title><meta name="description" content="old" data-head><meta charset="utf-8">';
    applyHeadTags(document, headTags({ title: 'New' }, siteFacts, origin, '/new'));
    applyHeadTags(document, headTags({ title: 'Newer' }, siteFacts, origin, '/newer'));
    expect(document.title).toBe('Newer | Harbor Point Insurance');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://agency.example/newer');
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});

describe('useHead in the browser', () => {
  function Page({ title }: { title: string }) {
    useHead({ title, jsonLd: [{ kind: 'agency', facts: siteFacts }] });
    return null;
  }

  it('sets the page tags at once, then adds the JSON-LD the page asked for', async () => {
    stubFetch({ '/api/site': () => jsonResponse(siteFacts) });
    function Harness() {
      const [title, setTitle] = useState('First');
      return (
        <>
          <button type="button" onClick={() => setTitle('Second')}>
            Next page
          </button>
          <Page title={title} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    await waitFor(() => expect(document.title).toBe('First | Harbor Point Insurance'));
    const script = await waitFor(() => {
      const found = document.head.querySelector('script[type="application/ld+json"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(JSON.parse(script.textContent ?? '')).toMatchObject({ '@type': 'InsuranceAgency', name: siteFacts.name });

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(document.title).toBe('Second | Harbor Point Insurance'));
    await waitFor(() => expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1));
  });
});
