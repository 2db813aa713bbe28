// Tests of the reader's content rules: HTML passthrough and every plain-text branch.
import { describe, expect, it } from 'vitest';
import {
  isHtml,
  LONG_BLOCK_LENGTH,
  splitLongBlock,
  splitSentences,
  textToParagraphs,
  toPostBody,
} from '@/lib/paragraphs';

/** n numbered sentences: "Sentence 1 is here." … */
const sentences = (n: number) => Array.from({ length: n }, (_, i) => `Sentence ${i + 1} is here.`);

describe('isHtml', () => {
  it.each(['<p>Hello</p>', 'Intro<br>next', 'a <strong>bold</strong> word', '<div class="x">y</div>', 'x<br/>'])(
    'sees tags in %j',
    (content) => expect(isHtml(content)).toBe(true),
  );

  it.each(['Plain text.', 'If a < b and c > d, fine.', 'Use 5 <10 units', ''])('sees no tags in %j', (content) =>
    expect(isHtml(content)).toBe(false),
  );
});

describe('toPostBody', () => {
  it('passes HTML through as stored', () => {
    const html = '<p>First paragraph.</p>\n<p>Second <em>one</em>.</p>';
    expect(toPostBody(html)).toEqual({ kind: 'html', html });
  });

  it('cuts plain text into paragraphs', () => {
    expect(toPostBody('One.\n\nTwo.')).toEqual({ kind: 'paragraphs', paragraphs: ['One.', 'Two.'] });
  });
});

describe('textToParagraphs', () => {
  it('splits on blank lines, keeping each paragraph whole', () => {
    const text = 'First line.\nStill the first paragraph. More.\n\nSecond paragraph.\n \n\n\nThird.';
    expect(textToParagraphs(text)).toEqual([
      'First line. Still the first paragraph. More.',
      'Second paragraph.',
      'Third.',
    ]);
  });

  it('reads Windows line ends as blank lines too', () => {
    expect(textToParagraphs('One.\r\n\r\nTwo.')).toEqual(['One.', 'Two.']);
  });

  it('groups two sentences a paragraph when there are no blank lines', () => {
    expect(textToParagraphs(sentences(5).join(' '))).toEqual([
      'Sentence 1 is here. Sentence 2 is here.',
      'Sentence 3 is here. Sentence 4 is here.',
      'Sentence 5 is here.',
    ]);
  });

  it('still groups by two at exactly eight sentences', () => {
    expect(textToParagraphs(sentences(8).join(' '))).toHaveLength(4);
  });

  it('groups four sentences a paragraph past eight sentences', () => {
    const paragraphs = textToParagraphs(sentences(9).join('\n'));
    expect(paragraphs).toEqual([
      sentences(4).join(' '),
      sentences(8).slice(4).join(' '),
      'Sentence 9 is here.',
    ]);
  });

  it('ends sentences at ! and ? and after closing quotes', () => {
    expect(textToParagraphs('Is it covered? Yes! She said "call us." Then we did.')).toEqual([
      'Is it covered? Yes!',
      'She said "call us." Then we did.',
    ]);
  });

  it('does not end a sentence inside a number or before a lower-case word', () => {
    expect(splitSentences('Limits start at $1.5 million. Ask e.g. about umbrella cover.')).toEqual([
      'Limits start at $1.5 million.',
      'Ask e.g. about umbrella cover.',
    ]);
  });

  it('returns no paragraphs for empty or blank text', () => {
    expect(textToParagraphs('')).toEqual([]);
    expect(textToParagraphs(' \n\n \n')).toEqual([]);
  });

  it('keeps a single block of 800 characters or fewer whole', () => {
    const block = 'word '.repeat(160).trim(); // 799 characters, no sentence end
    expect(block.length).toBeLessThanOrEqual(LONG_BLOCK_LENGTH);
    expect(textToParagraphs(block)).toEqual([block]);
  });

  it('re-splits a single block over 800 characters at about 400, on word boundaries', () => {
    const block = 'coverage '.repeat(200).trim(); // 1,799 characters, one "sentence"
    const paragraphs = textToParagraphs(block);
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    for (const paragraph of paragraphs.slice(0, -1)) {
      expect(paragraph.length).toBeGreaterThanOrEqual(350);
      expect(paragraph.length).toBeLessThanOrEqual(450);
    }
    // No word was cut in two, and nothing was lost.
    expect(paragraphs.every((p) => /^(coverage ?)+$/.test(p))).toBe(true);
    expect(paragraphs.join(' ')).toBe(block);
  });

  it('prefers a sentence end near 400 characters over a word boundary', () => {
    const first = `${'a'.repeat(9)} `.repeat(37) + 'end of the first sentence.'; // ≈ 396 characters
    const second = 'Then a long second sentence ' + 'without any stop '.repeat(30);
    const block = `${first} ${second}`.trim();
    expect(block.length).toBeGreaterThan(LONG_BLOCK_LENGTH);
    const paragraphs = textToParagraphs(block);
    expect(paragraphs[0]).toBe(first);
    expect(paragraphs[1]?.startsWith('Then a long second sentence')).toBe(true);
  });

  it('re-splits a single block of blank-line text too, but not one paragraph among several', () => {
    const long = 'insurance '.repeat(100).trim(); // 999 characters
    expect(textToParagraphs(`${long}\n\n`).length).toBeGreaterThan(1);
    expect(textToParagraphs(`${long}\n\nShort one.`)).toEqual([long, 'Short one.']);
  });
});

describe('splitLongBlock', () => {
  it('cuts a block without spaces at 400 characters', () => {
    const block = 'x'.repeat(1000);
    expect(splitLongBlock(block).map((piece) => piece.length)).toEqual([400, 400, 200]);
  });
});
