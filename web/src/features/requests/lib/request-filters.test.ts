// Tests of the list filters in an address: read back as written, anything unknown read as "all".
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchOfFilters } from '@/features/requests/lib/request-filters';

describe('request filters in the address', () => {
  it('round-trips every combination', () => {
    for (const kind of ['quote', 'policy-change', null] as const) {
      for (const status of ['new', 'contacted', 'closed', null] as const) {
        expect(filtersFromSearch(searchOfFilters({ kind, status }))).toEqual({ kind, status });
      }
    }
    expect(searchOfFilters({ kind: null, status: null })).toBe('');
    expect(searchOfFilters({ kind: 'quote', status: 'new' })).toBe('?kind=quote&status=new');
  });

  it('reads unknown values as all', () => {
    expect(filtersFromSearch('kind=complaint&status=lost')).toEqual({ kind: null, status: null });
  });
});
