// Tests of the special-date window: announced from 7 days before through the day itself by the agency's clock
// (New York, not the visitor's or UTC), never after and never earlier.
import { describe, expect, it } from 'vitest';
import { mayAnnounce, type SpecialDay } from '@/features/special-hours/lib/notice-window';
import { announcedDays } from '@/features/special-hours/lib/special-days';
import { agencyToday } from '@/lib/agency-clock';

const thanksgiving: SpecialDay = { date: '2026-11-26', notice: 'Thanksgiving', closed: true, opens: null, closes: null };
const christmasEve: SpecialDay = { date: '2026-12-24', notice: 'Christmas Eve', closed: null, opens: '09:00', closes: '13:00' };
const christmas: SpecialDay = { date: '2026-12-25', notice: 'Christmas', closed: true, opens: null, closes: null };

const announced = (today: string, days = [thanksgiving]) => announcedDays(days, today).map((day) => day.notice);

describe('announcedDays', () => {
  it('announces a date 7 and 6 days before it, but not 8', () => {
    expect(announced('2026-11-18')).toEqual([]);
    expect(announced('2026-11-19')).toEqual(['Thanksgiving']);
    expect(announced('2026-11-20')).toEqual(['Thanksgiving']);
  });

  it('announces it on the day itself and never the day after', () => {
    expect(announced('2026-11-26')).toEqual(['Thanksgiving']);
    expect(announced('2026-11-27')).toEqual([]);
    expect(announced('2027-11-26')).toEqual([]);
  });

  it('shows each date in the window, soonest first, whatever order the facts list them in', () => {
    expect(announced('2026-12-20', [christmas, thanksgiving, christmasEve])).toEqual(['Christmas Eve', 'Christmas']);
    expect(announced('2026-12-25', [christmas, christmasEve])).toEqual(['Christmas']);
  });
});

describe('agencyToday', () => {
  it("is New York's date, not UTC's, around midnight", () => {
    // 11:30 PM on the 26th in New York is already the 27th in UTC: still Thanksgiving at the office.
    expect(agencyToday(Date.parse('2026-11-27T04:30:00Z'))).toBe('2026-11-26');
    expect(agencyToday(Date.parse('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
    // 8 PM on the 18th in New York is the 19th in UTC: not yet 7 days before.
    expect(agencyToday(Date.parse('2026-11-19T01:00:00Z'))).toBe('2026-11-18');
    // Summer time: New York is UTC-4.
    expect(agencyToday(Date.parse('2026-07-04T03:59:00Z'))).toBe('2026-07-03');
    expect(agencyToday(Date.parse('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
  });

  it('with announcedDays, ends the notice at midnight in New York', () => {
    expect(announced(agencyToday(Date.parse('2026-11-27T04:59:00Z')))).toEqual(['Thanksgiving']);
    expect(announced(agencyToday(Date.parse('2026-11-27T05:00:00Z')))).toEqual([]);
    expect(announced(agencyToday(Date.parse('2026-11-19T04:59:00Z')))).toEqual([]);
    expect(announced(agencyToday(Date.parse('2026-11-19T05:00:00Z')))).toEqual(['Thanksgiving']);
  });
});

describe('mayAnnounce', () => {
  it('is true whenever announcedDays could show a date, in any time zone, and false well outside', () => {
    expect(mayAnnounce([thanksgiving], Date.parse('2026-11-19T05:00:00Z'))).toBe(true);
    expect(mayAnnounce([thanksgiving], Date.parse('2026-11-27T04:59:00Z'))).toBe(true);
    expect(mayAnnounce([thanksgiving], Date.parse('2026-11-10T12:00:00Z'))).toBe(false);
    expect(mayAnnounce([thanksgiving], Date.parse('2026-11-29T12:00:00Z'))).toBe(false);
    expect(mayAnnounce([], Date.parse('2026-11-26T12:00:00Z'))).toBe(false);
  });
});
