// Tests of placeholders as the form shows them: the known ones cut out of the text, each chip's words and value.
import { describe, expect, it } from 'vitest';
import { chipText, hasPlaceholders, placeholderValues, textPieces } from '@/features/document-editor/lib/placeholders';
import { siteFacts } from '@/testing/fixtures';

describe('placeholders', () => {
  it('cuts the known placeholders out of a text and leaves other braces as written', () => {
    expect(textPieces('For {yearsInBusiness} years, call {phone} {not-one}')).toEqual([
      'For ', { placeholder: 'yearsInBusiness' }, ' years, call ', { placeholder: 'phone' }, ' {not-one}',
    ]);
    expect(hasPlaceholders('{founded}')).toBe(true);
    expect(hasPlaceholders('{unknown}')).toBe(false);
  });

  it('words a chip with its current value, or what it stands for when only the server knows it', () => {
    const values = placeholderValues({ ...siteFacts, founded: 1998 }, 2026);
    expect(chipText('yearsInBusiness', values)).toBe('years in business: 28');
    expect(chipText('phone', values)).toBe(`phone: ${siteFacts.phone}`);
    expect(chipText('retentionDays', values)).toBe('retention days');
  });
});
