// Tests of the kinds as the web reads them from service/requests/request_kinds.json.
import { describe, expect, it } from 'vitest';
import { kindOf, REQUEST_KINDS, STATUS_LABELS, statusesOf } from '@/config/request-kinds';

describe('request kinds', () => {
  it('gives each kind the statuses it declares, the one a request arrives with first', () => {
    for (const id of REQUEST_KINDS) {
      expect(statusesOf(id)).toEqual(kindOf(id)!.statuses);
      expect(statusesOf(id).length).toBeGreaterThan(0);
      expect(statusesOf(id)[0]).toBe('new');
      for (const status of statusesOf(id)) expect(STATUS_LABELS[status]).toBeTruthy();
    }
  });

  it('knows no statuses, and no kind, for a kind that is not declared', () => {
    expect(statusesOf('claim')).toEqual([]);
    expect(kindOf('claim')).toBeUndefined();
  });
});
