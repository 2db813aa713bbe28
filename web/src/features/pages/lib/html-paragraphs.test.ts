// Tests of htmlToParagraphs() and decodeEntities(): server page HTML becomes plain-text paragraphs.
import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToParagraphs } from '@/features/pages/lib/html-paragraphs';

describe('htmlToParagraphs', () => {
  it('splits <p> paragraphs and keeps their text', () => {
    expect(htmlToParagraphs('<p>First one.</p>\n<p>Second one.</p>')).toEqual(['First one.', 'Second one.']);
  });

  it('drops inline tags, and scripts and styles with their text', () => {
    const html =
      '<p>Call <strong>us</strong> <a href="tel:1">today</a>.</p><p><script>x()</script><style>p{}</style></p>';
    expect(htmlToParagraphs(html)).toEqual(['Call us today.']);
  });

  it('turns <br> into a newline and collapses other whitespace', () => {
    expect(htmlToParagraphs('<p>Line  one<br/>\n  line two</p>')).toEqual(['Line one\nline two']);
  });

  it('splits plain text on blank lines and leaves out empty paragraphs', () => {
    expect(htmlToParagraphs('One.\n\nTwo.\n \n\n<p> </p>')).toEqual(['One.', 'Two.']);
  });

  it('decodes character references once, so decoded angle brackets stay text', () => {
    expect(htmlToParagraphs('<p>Tom &amp; Eleanor&#39;s &lt;b&gt;agency&lt;/b&gt;</p>')).toEqual([
      "Tom & Eleanor's <b>agency</b>",
    ]);
  });

  it('returns no paragraphs for empty content', () => {
    expect(htmlToParagraphs('')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and leaves unknown ones', () => {
    expect(decodeEntities('&rsquo; &#8217; &#x2019; &bogus; &#0;')).toBe('\u2019 \u2019 \u2019 &bogus; &#0;');
  });
});
