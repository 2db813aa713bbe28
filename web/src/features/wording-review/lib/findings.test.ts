// Findings in staff terms: the same finding whatever the case of its phrase, its phrase cut out of its sentence (also
// for the phrases the service finds in tests/fixtures/wording-cases.json, written with invisible and look-alike
// characters: the checklist marks the words as written).
import { describe, expect, it } from 'vitest';
import { findingCounts, findingKey, phraseInSentence } from '@/features/wording-review/lib/findings';
import type { Finding } from '@/lib/api-types';
// eslint-disable-next-line no-restricted-imports -- the cases shared with the service's tests, outside web/src
import wordingCases from '../../../../../tests/fixtures/wording-cases.json';

describe('findings', () => {
  it('identifies a finding by its rule, its phrase in any case and its sentence', () => {
    const a = { rule: 'price-claim', phrase: 'Lowest price', excerpt: 'We have the lowest price.' };
    expect(findingKey(a)).toBe(findingKey({ ...a, phrase: 'lowest PRICE' }));
    expect(findingKey(a)).not.toBe(findingKey({ ...a, excerpt: 'Another.' }));
  });

  it('cuts the sentence around the first place of its phrase', () => {
    expect(phraseInSentence('We guarantee it. Guarantee!', 'GUARANTEE')).toEqual({
      before: 'We ',
      phrase: 'guarantee',
      after: ' it. Guarantee!',
    });
    expect(phraseInSentence('Nothing here.', 'cheapest')).toBeNull();
    expect(phraseInSentence('Nothing here.', null)).toBeNull();
  });

  it('marks the place the service names when the same words stand earlier in the sentence', () => {
    const sentence = 'Guaranteed issue life insurance: approval guaranteed.';
    expect(phraseInSentence(sentence, 'guaranteed', 42)).toEqual({
      before: 'Guaranteed issue life insurance: approval ',
      phrase: 'guaranteed',
      after: '.',
    });
    // A place that does not hold the phrase (an older service) falls back to the first place it appears.
    expect(phraseInSentence(sentence, 'guaranteed', 3)?.before).toBe('');
  });

  it('counts what there is to review and to consider', () => {
    const risk = { severity: 'risk' } as Finding;
    const advice = { severity: 'advice' } as Finding;
    expect(findingCounts([risk, risk, advice])).toBe('2 to review, 1 piece of advice');
    expect(findingCounts([advice, advice])).toBe('2 pieces of advice');
    expect(findingCounts([])).toBe('');
  });

  describe.each(wordingCases.cases.filter((c) => c.findings.length > 0))('the service\'s findings in "$name"', ({ findings }) => {
    it.each(findings)('marks "$phrase" in its sentence', ({ phrase, excerpt, phraseAt }) => {
      const cut = phraseInSentence(excerpt, phrase, phraseAt);
      expect(cut).not.toBeNull();
      expect(cut?.phrase).toBe(phrase);
      expect(`${cut?.before}${cut?.phrase}${cut?.after}`).toBe(excerpt);
      expect(cut?.before.length).toBe(phraseAt);
    });
  });
});
