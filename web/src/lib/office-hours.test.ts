// Tests of the office hours as the pages show them.
import { describe, expect, it } from 'vitest';
import { clockText, daysText, hoursRows, type OfficeHours, WEEKDAYS } from '@/lib/office-hours';

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

const shown = (hours: OfficeHours, short?: boolean) =>
  hoursRows(hours).map((row) => [daysText(row, short), row.hours]);

describe('hoursRows', () => {
  it('groups the days with the same hours', () => {
    expect(shown(week({ note: 'Evenings by appointment' }))).toEqual([
      ['Monday – Friday', '9:00 AM – 5:00 PM'],
      ['Saturday', '9:00 AM – 12:00 PM'],
      ['Sunday', 'Closed'],
    ]);
    expect(shown(week(), true).map(([days]) => days)).toEqual(['Mon – Fri', 'Sat', 'Sun']);
  });

  it('keeps days apart when a day between them differs, and groups closed days', () => {
    expect(shown(week({ wednesday: { opens: '10:00', closes: '14:00' }, saturday: null }))).toEqual([
      ['Monday – Tuesday', '9:00 AM – 5:00 PM'],
      ['Wednesday', '10:00 AM – 2:00 PM'],
      ['Thursday – Friday', '9:00 AM – 5:00 PM'],
      ['Saturday – Sunday', 'Closed'],
    ]);
  });

  it('shows a week of the same hours every day as one row', () => {
    const daily = { opens: '08:00', closes: '20:00' };
    const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, daily])) as unknown as OfficeHours;
    expect(shown(hours)).toEqual([['Monday – Sunday', '8:00 AM – 8:00 PM']]);
  });
});
