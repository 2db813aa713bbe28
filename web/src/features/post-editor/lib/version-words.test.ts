// Versions in staff words, and the body's word diff cut into paragraphs.
import { describe, expect, it } from 'vitest';
import { diffCounts, diffParagraphs, reviewLines, versionSummary } from '@/features/post-editor/lib/version-words';

describe('versionSummary', () => {
  it('names what a version did in plain words', () => {
    expect(versionSummary({ event: 'created', changed: [] })).toBe('Created the post');
    expect(versionSummary({ event: 'deleted', changed: [] })).toBe('Deleted the post');
    expect(versionSummary({ event: 'restored', changed: [] })).toBe('Restored the post');
    expect(versionSummary({ event: 'restored', changed: ['title', 'content'] })).toBe(
      'Restored an earlier version: the title and the body',
    );
    expect(versionSummary({ event: 'changed', changed: ['content'] })).toBe('Changed the body');
    expect(versionSummary({ event: 'changed', changed: ['title', 'content'] })).toBe('Changed the title and the body');
    expect(versionSummary({ event: 'changed', changed: ['title', 'imageUrl', 'slug'] })).toBe(
      'Changed the title, the image and the address',
    );
  });
});

describe('reviewLines', () => {
  it('names who reviewed which wording, one line each', () => {
    const review = { rule: 'price-claim', phrase: 'lowest price', excerpt: 'We have the lowest price.', by: 'ann', at: '2026-11-26T00:00:00Z' };
    expect(reviewLines({ reviewed: [review] })).toEqual(['Wording reviewed by ann: price-claim “lowest price”']);
    expect(reviewLines({ reviewed: [] })).toEqual([]);
  });
});

describe('diffParagraphs', () => {
  it('cuts parts at paragraph breaks, keeping each piece with its operation', () => {
    const parts = [
      { op: 'same' as const, text: 'Floods are ' },
      { op: 'removed' as const, text: 'never' },
      { op: 'added' as const, text: 'not' },
      { op: 'same' as const, text: ' covered.\n\nCall ' },
      { op: 'added' as const, text: 'us today.\n\nNew paragraph.' },
    ];
    expect(diffParagraphs(parts)).toEqual([
      [
        { op: 'same', text: 'Floods are ' },
        { op: 'removed', text: 'never' },
        { op: 'added', text: 'not' },
        { op: 'same', text: ' covered.' },
      ],
      [
        { op: 'same', text: 'Call ' },
        { op: 'added', text: 'us today.' },
      ],
      [{ op: 'added', text: 'New paragraph.' }],
    ]);
    expect(diffCounts(parts)).toEqual({ added: 5, removed: 1 });
  });

  it('gives nothing for an empty body', () => {
    expect(diffParagraphs([])).toEqual([]);
    expect(diffParagraphs([{ op: 'same', text: '' }])).toEqual([]);
  });
});
