// Tests of the hero's compact day names.
import { describe, expect, it } from 'vitest';
import { shortDays } from '@/features/home/lib/hours';

describe('shortDays', () => {
  it.each([
    ['Monday – Friday', 'Mon – Fri'],
    ['Saturday', 'Sat'],
    ['Tuesday and Thursday', 'Tue and Thu'],
    ['Wednesday', 'Wed'],
    ['Evenings', 'Evenings'],
    ['Sundays', 'Sundays'],
  ])('%s → %s', (days, short) => {
    expect(shortDays(days)).toBe(short);
  });
});
