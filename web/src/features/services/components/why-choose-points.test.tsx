// Tests of the Why Choose points: exactly four titles, the year from the site facts, no advertising promises.
import { describe, expect, it } from 'vitest';
import { whyChoosePoints } from '@/features/services/components/why-choose-points';

const facts = { name: 'Harbor Point Insurance Agency', founded: 1986, address: { city: 'Milford' } };

describe('whyChoosePoints', () => {
  it('has the four points, in order', () => {
    expect(whyChoosePoints(facts).map((point) => point.title)).toEqual([
      'Local Expertise',
      'Multiple Options',
      'Personal Service',
      'Competitive Rates',
    ]);
  });

  it('takes the serving-since year and town from the site facts', () => {
    expect(whyChoosePoints({ ...facts, founded: 1990, address: { city: 'Orange' } })[0]!.text).toMatch(
      /Orange .* since 1990/,
    );
  });

  it('makes no promises an insurance advertiser must not make', () => {
    const text = whyChoosePoints(facts)
      .map((point) => point.text)
      .join(' ');
    expect(text).not.toMatch(/guarantee|cheapest|best rate|lowest/i);
  });
});
