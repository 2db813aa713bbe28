// Tests of splitLead(): the bold lead phrase of a why-choose-us point.
import { describe, expect, it } from 'vitest';
import { splitLead } from '@/features/team/components/why-choose-us';

describe('splitLead', () => {
  it('splits at the first colon and capitalises the rest', () => {
    expect(splitLead('Over 25 years of experience: we have helped since 1987.')).toEqual([
      'Over 25 years of experience',
      'We have helped since 1987.',
    ]);
  });

  it('keeps a point without a colon, or with a colon too far in, whole', () => {
    expect(splitLead('Personal service')).toEqual([null, 'Personal service']);
    const long = `${'x'.repeat(90)}: tail`;
    expect(splitLead(long)).toEqual([null, long]);
  });
});
