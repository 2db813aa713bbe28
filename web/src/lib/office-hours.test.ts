// Tests of the office hours as the pages show them.
import { describe, expect, it } from 'vitest';
import { clockText, hoursRows, type OfficeHours } from '@/lib/office-hours';

const nineToFive = { opens: '09:00', closes: '17:00' };
const week = (changes: Partial<OfficeHours> = {}): OfficeHours => ({
  monday: nineToFive,
  tuesday: nineToFive,
  wednesday: nineToFive,
  thursday: nineToFive,
  friday: nineToFive,
  saturday: { opens: '09:00', closes: '12:00' },
  sunday: null,
  note: null,
  ...changes,
});

describe('clockText', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['00:30', '12:30 AM'],
    ['12:00', '12:00 PM'],
    ['17:45', '5:45 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s', (time, text) => expect(clockText(time)).toBe(text));
});

describe('hoursRows', () => {
  it('groups the days with the same hours, then the note', () => {
    expect(hoursRows(week({ note: 'Evenings by appointment' }))).toEqual([
      { days: 'Monday – Friday', short: 'Mon – Fri', hours: '9:00 AM – 5:00 PM' },
      { days: 'Saturday', short: 'Sat', hours: '9:00 AM – 12:00 PM' },
      { days: 'Sunday', short: 'Sun', hours: 'Closed' },
      { days: 'Evenings by appointment', short: 'Evenings by appointment', hours: '' },
    ]);
  });

  it('keeps days apart when a day between them differs, and groups closed days', () => {
    const rows = hoursRows(week({ wednesday: { opens: '10:00', closes: '14:00' }, saturday: null }));
    expect(rows.map((row) => [row.days, row.hours])).toEqual([
      ['Monday – Tuesday', '9:00 AM – 5:00 PM'],
      ['Wednesday', '10:00 AM – 2:00 PM'],
      ['Thursday – Friday', '9:00 AM – 5:00 PM'],
      ['Saturday – Sunday', 'Closed'],
    ]);
  });

  it('shows a week with no note as its days alone', () => {
    expect(hoursRows(week()).at(-1)).toEqual({ days: 'Sunday', short: 'Sun', hours: 'Closed' });
  });
});
