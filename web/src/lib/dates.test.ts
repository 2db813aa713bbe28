// Tests of the post date formatting: the one format, unreadable dates, and no drift in any time zone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDayTime, formatLongDate, formatWeekdayDate } from '@/lib/dates';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatLongDate', () => {
  it('formats a calendar day as month name, day and year', () => {
    expect(formatLongDate('2025-03-11')).toBe('March 11, 2025');
    expect(formatLongDate('2025-01-28')).toBe('January 28, 2025');
    expect(formatLongDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatLongDate('2023-12-31T00:00:00Z')).toBe('December 31, 2023');
  });

  it('writes no leading zeros and no abbreviations', () => {
    expect(formatLongDate('2025-01-08')).toBe('January 8, 2025');
    expect(formatLongDate('2026-09-01')).toBe('September 1, 2026');
  });

  it('returns an unreadable date unchanged', () => {
    expect(formatLongDate('someday')).toBe('someday');
    expect(formatLongDate('')).toBe('');
  });
});

describe('calendarDayTime', () => {
  it('refuses days that do not exist instead of rolling them over', () => {
    expect(calendarDayTime('2025-02-30')).toBeNaN();
    expect(formatLongDate('2025-13-01')).toBe('2025-13-01');
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024');
  });

  it('keeps the written day of a timestamp whatever its offset', () => {
    expect(formatLongDate('2025-01-28T23:30:00-05:00')).toBe('January 28, 2025');
    expect(formatLongDate('2025-01-28T00:30:00+13:00')).toBe('January 28, 2025');
  });
});

// Minutes behind UTC on January 1 (Date#getTimezoneOffset), to prove the zone really is in effect.
describe.each([
  ['America/New_York', 300],
  ['Pacific/Auckland', -780],
  ['Pacific/Pago_Pago', 660],
  ['UTC', 0],
])('in the time zone %s', (tz, offset) => {
  it('shows the stored day, not the day before or after', () => {
    vi.stubEnv('TZ', tz);
    expect(new Date('2025-01-01T12:00:00Z').getTimezoneOffset()).toBe(offset);
    expect(formatLongDate('2025-01-28')).toBe('January 28, 2025');
    expect(formatLongDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
  });
});

describe('formatWeekdayDate', () => {
  it('writes a special date as its weekday, month and day, whatever the time zone', () => {
    expect(formatWeekdayDate('2026-12-03')).toBe('Thursday, December 3');
    expect(formatWeekdayDate('2026-11-26')).toBe('Thursday, November 26');
    expect(formatWeekdayDate('')).toBe('');
  });
});
