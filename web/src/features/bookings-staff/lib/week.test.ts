// Tests of the hours editor's arithmetic: the problems named as the service names them, Monday copied to the
// weekdays, the starting week, the next range offered, and the days stepped across a month's end.
import { describe, expect, it } from 'vitest';
import { addDays, isDay } from '@/features/bookings-staff/lib/day';
import { clockLabel, copyMondayToWeekdays, nextRange, QUARTER_HOURS, STARTING_WEEK, weekOf, weekProblems } from '@/features/bookings-staff/lib/week';

describe('the week', () => {
  it('names an end not after its start and an overlap by the service’s field names', () => {
    const week = weekOf({
      monday: [
        { from: '09:00', to: '12:00' },
        { from: '11:00', to: '13:00' },
      ],
      tuesday: [{ from: '10:00', to: '10:00' }],
      wednesday: [
        { from: '13:00', to: '17:00' },
        { from: '09:00', to: '13:00' },
      ],
    });
    expect(weekProblems(week)).toEqual({
      'week.monday.1.from': 'These hours overlap another range of the day.',
      'week.tuesday.0.to': 'The end must be after the start.',
    });
  });

  it('copies Monday to Tuesday–Friday and leaves the weekend', () => {
    const week = weekOf({ monday: [{ from: '08:00', to: '11:00' }], saturday: [{ from: '09:00', to: '10:00' }] });
    const copied = copyMondayToWeekdays(week);
    expect(copied.friday).toEqual([{ from: '08:00', to: '11:00' }]);
    expect(copied.saturday).toEqual([{ from: '09:00', to: '10:00' }]);
    copied.tuesday[0]!.from = '07:00';
    expect(copied.monday[0]!.from).toBe('08:00');
  });

  it('starts a member without hours at 9 to 5 on weekdays', () => {
    expect(weekOf(null)).toEqual(STARTING_WEEK);
    expect(STARTING_WEEK.monday).toEqual([{ from: '09:00', to: '17:00' }]);
    expect(STARTING_WEEK.sunday).toEqual([]);
  });

  it('offers the next range an hour after the last, within the day', () => {
    expect(nextRange([])).toEqual({ from: '09:00', to: '17:00' });
    expect(nextRange([{ from: '09:00', to: '12:00' }])).toEqual({ from: '13:00', to: '14:00' });
    expect(nextRange([{ from: '20:00', to: '23:30' }])).toEqual({ from: '23:45', to: '24:00' });
  });

  it('has every quarter hour and reads them as a clock does', () => {
    expect(QUARTER_HOURS).toHaveLength(97);
    expect(QUARTER_HOURS[37]).toBe('09:15');
    expect(clockLabel('00:00')).toBe('12:00 AM');
    expect(clockLabel('12:30')).toBe('12:30 PM');
    expect(clockLabel('17:45')).toBe('5:45 PM');
    expect(clockLabel('24:00')).toBe('Midnight');
  });

  it('steps days across a month’s and a year’s end', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(isDay('2026-12-01')).toBe(true);
    expect(isDay('2026-12')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
