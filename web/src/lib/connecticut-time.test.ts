// Connecticut wall time both ways, across the daylight-saving changes, and the formats staff read.
import { describe, expect, it } from 'vitest';
import {
  connecticutToday,
  connecticutWallTime,
  formatConnecticutLong,
  formatConnecticutShort,
  instantOfConnecticutWallTime,
} from '@/lib/connecticut-time';

describe('Connecticut time', () => {
  it('reads a winter and a summer wall time as the right instant', () => {
    expect(new Date(instantOfConnecticutWallTime('2026-12-01T09:00')).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(new Date(instantOfConnecticutWallTime('2026-07-04T21:15')).toISOString()).toBe('2026-07-05T01:15:00.000Z');
  });

  it('takes the earlier of the repeated autumn hour and moves a skipped spring time an hour on', () => {
    expect(new Date(instantOfConnecticutWallTime('2026-11-01T01:30')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(new Date(instantOfConnecticutWallTime('2026-03-08T02:30')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('refuses text that is not a wall time', () => {
    for (const text of ['', '2026-12-01', '2026-02-30T09:00', '2026-12-01T25:00', '2026-12-01 09:00']) {
      expect(instantOfConnecticutWallTime(text)).toBeNaN();
    }
  });

  it('gives the wall time and the day of an instant in Connecticut, not UTC', () => {
    const lateEvening = Date.parse('2026-11-24T03:30:00Z'); // 10:30 PM on the 23rd in Connecticut
    expect(connecticutWallTime(lateEvening)).toBe('2026-11-23T22:30');
    expect(connecticutToday(lateEvening)).toBe('2026-11-23');
    expect(instantOfConnecticutWallTime(connecticutWallTime(lateEvening))).toBe(lateEvening);
  });

  it('formats for reading with plain spaces', () => {
    expect(formatConnecticutLong('2026-12-01T14:00:00Z')).toBe('Tuesday, December 1, 2026 at 9:00 AM');
    expect(formatConnecticutShort('2026-12-01T14:00:00Z')).toBe('Dec 1, 2026, 9:00 AM');
    expect(formatConnecticutShort('not a time')).toBe('not a time');
  });
});
