// Tests of the kinds as the web reads them from service/requests/request_kinds.json.
import { describe, expect, it } from 'vitest';
import { ALL_KINDS, kindOf, KINDS, REQUEST_KINDS, STATUS_LABELS, statusesOf } from '@/config/request-kinds';

describe('request kinds', () => {
  it('gives each kind the statuses it declares, the one a request arrives with first', () => {
    for (const kind of ALL_KINDS) {
      expect(statusesOf(kind.id)).toEqual(kind.statuses);
      expect(statusesOf(kind.id).length).toBeGreaterThan(0);
      for (const status of statusesOf(kind.id)) expect(STATUS_LABELS[status]).toBeTruthy();
    }
    // A request sent through a form arrives as new; a booking arrives booked.
    for (const kind of KINDS) expect(statusesOf(kind.id)[0]).toBe('new');
    expect(statusesOf('booking')[0]).toBe('booked');
  });

  it('keeps the kinds without a form (a booking) out of the forms, not out of the inbox', () => {
    expect(REQUEST_KINDS).toEqual(ALL_KINDS.map((kind) => kind.id));
    expect(REQUEST_KINDS).toContain('booking');
    expect(kindOf('booking')).toBeUndefined();
    expect(KINDS.every((kind) => kind.form && kind.page)).toBe(true);
  });

  it('knows no statuses, and no kind, for a kind that is not declared', () => {
    expect(statusesOf('claim')).toEqual([]);
    expect(kindOf('claim')).toBeUndefined();
  });
});
