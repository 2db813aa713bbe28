// Tests of the post date formatting.
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@/lib/dates';

describe('formatLongDate', () => {
  it('formats a calendar day in long US form, whatever the time zone', () => {
    expect(formatLongDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatLongDate('2023-12-31T00:00:00Z')).toBe('December 31, 2023');
  });

  it('returns an unreadable date unchanged', () => {
    expect(formatLongDate('someday')).toBe('someday');
  });
});
