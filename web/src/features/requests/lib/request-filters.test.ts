// Tests of the inbox's filters in an address: read back as written, anything unknown read as "all".
import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  isFiltered,
  NO_FILTERS,
  searchOfFilters,
  withFilters,
} from '@/features/requests/lib/request-filters';
import type { RequestFilters } from '@/features/requests/types';

describe('request filters in the address', () => {
  it('round-trips every filter and the page', () => {
    const cases: RequestFilters[] = [
      NO_FILTERS,
      { q: 'Jane Doe', kind: 'quote', status: 'quoted', assignee: 'maria', overdue: true, renewal: false, page: 3 },
      {
        q: '203-555-0161',
        kind: 'policy-change',
        status: 'in-progress',
        assignee: 'none',
        overdue: false,
        renewal: false,
        page: 1,
      },
      { ...NO_FILTERS, status: 'new', overdue: true },
      { ...NO_FILTERS, renewal: true },
    ];
    for (const filters of cases) expect(filtersFromSearch(searchOfFilters(filters))).toEqual(filters);
    expect(searchOfFilters(NO_FILTERS)).toBe('');
    expect(searchOfFilters({ ...NO_FILTERS, kind: 'quote', status: 'new', page: 2 })).toBe('?kind=quote&status=new&page=2');
    expect(searchOfFilters({ ...NO_FILTERS, q: 'HP-4K7Q2', page: 2 }, { withPage: false })).toBe('?q=HP-4K7Q2');
  });

  it('reads unknown values as all, and a bad page as the first', () => {
    expect(filtersFromSearch('kind=complaint&status=closed&assignee=Not%20A%20Name&page=-2&overdue=yes')).toEqual(
      NO_FILTERS,
    );
    expect(filtersFromSearch('page=2.5').page).toBe(1);
    expect(filtersFromSearch('overdue=true').overdue).toBe(true);
    expect(filtersFromSearch('renewal=1').renewal).toBe(true);
    expect(searchOfFilters({ ...NO_FILTERS, renewal: true })).toBe('?renewal=1');
  });

  it('goes back to the first page when a filter changes, and knows when the list is narrowed', () => {
    const onPage3 = { ...NO_FILTERS, page: 3 };
    expect(withFilters(onPage3, { status: 'won' })).toEqual({ ...NO_FILTERS, status: 'won' });
    expect(isFiltered(onPage3)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: ' ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, overdue: true })).toBe(true);
  });
});
