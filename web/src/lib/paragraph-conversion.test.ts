// Tests of the editors' text ↔ HTML conversion: every case of the fixture shared with the Python implementation
// (tests/fixtures/paragraph-cases.json), then round-trip properties over generated text.
import { describe, expect, it } from 'vitest';
// The fixture lives beside the Python tests so that both implementations answer to the very same file.
// eslint-disable-next-line no-restricted-imports
import cases from '../../../tests/fixtures/paragraph-cases.json';
import { decodeEntities, htmlToText, normaliseText, textToHtml } from '@/lib/paragraph-conversion';

type Case = { name: string; kind: 'round-trip' | 'text-to-html' | 'html-to-text'; text: string; html: string };

const allCases = cases as Case[];
const toHtmlCases = allCases.filter((c) => c.kind !== 'html-to-text');
const toTextCases = allCases.filter((c) => c.kind !== 'text-to-html');

describe('the shared fixture', () => {
  it('is read and covers all three kinds', () => {
    expect(allCases.length).toBeGreaterThan(30);
    expect(new Set(allCases.map((c) => c.kind))).toEqual(new Set(['round-trip', 'text-to-html', 'html-to-text']));
  });

  it.each(toHtmlCases.map((c) => [c.name, c] as const))('textToHtml: %s', (_name, c) => {
    expect(textToHtml(c.text)).toBe(c.html);
  });

  it.each(toTextCases.map((c) => [c.name, c] as const))('htmlToText: %s', (_name, c) => {
    expect(htmlToText(c.html)).toBe(c.text);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and leaves markup alone', () => {
    expect(decodeEntities('&lt;b&gt; &amp;amp; &eacute;&#233;&#xE9; <i>x</i>')).toBe('<b> &amp; ééé <i>x</i>');
  });
});

// A small seeded generator (mulberry32), so that a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'Milford', 'flood', 'policy', '$1,000', '0.5%', 'a', 'Z', '1987', ' ', ' ', '  ', '\t', '\u00a0', '\n', '\n',
  '\n\n', '\r\n', '\r\n\r\n', '\n \n', '&', '&amp;', '&lt;', '<', '>', '<p>', '</p>', '<br>', '<b>bold</b>', '"', "'",
  'é', '—', '“quoted”', '<!-- x -->', '<script>', 'x < y', '&nbsp;', ';', '#',
];

function generateText(next: () => number): string {
  const length = Math.floor(next() * 40);
  let text = '';
  for (let i = 0; i < length; i += 1) text += PIECES[Math.floor(next() * PIECES.length)];
  return text;
}

const samples = Array.from({ length: 250 }, (_, i) => generateText(random(i + 1)));

describe('round trips over generated text', () => {
  it('saving then loading gives back the text, normalised', () => {
    for (const text of samples) expect(htmlToText(textToHtml(text)), JSON.stringify(text)).toBe(normaliseText(text));
  });

  it('loading saved HTML and saving again changes nothing', () => {
    for (const text of samples) {
      const html = textToHtml(text);
      expect(textToHtml(htmlToText(html)), JSON.stringify(text)).toBe(html);
    }
  });

  it('normalising is idempotent and keeps no blank line inside a paragraph', () => {
    for (const text of samples) {
      const once = normaliseText(text);
      expect(normaliseText(once)).toBe(once);
      expect(once).not.toMatch(/\n[ \t\u00a0]*\n[ \t\u00a0]*\n/);
      expect(once).toBe(once.trim());
    }
  });

  it('never lets typed text become markup', () => {
    for (const text of samples) {
      const html = textToHtml(text);
      // The only tags in the saved HTML are the ones the conversion writes.
      expect(html.replace(/<\/?p>|<br>/g, '')).not.toMatch(/[<>]/);
    }
  });
});
