// Findings in staff terms: the same finding whatever the case of its phrase, its phrase cut out of its sentence.
import { describe, expect, it } from 'vitest';
import { findingCounts, findingKey, phraseInSentence } from '@/features/wording-review/lib/findings';
import type { Finding } from '@/lib/api-types';

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

  it('counts what there is to review and to consider', () => {
    const risk = { severity: 'risk' } as Finding;
    const advice = { severity: 'advice' } as Finding;
    expect(findingCounts([risk, risk, advice])).toBe('2 to review, 1 piece of advice');
    expect(findingCounts([advice, advice])).toBe('2 pieces of advice');
    expect(findingCounts([])).toBe('');
  });
});
