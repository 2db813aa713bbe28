// Tests of the query client defaults.
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

describe('createQueryClient', () => {
  it('uses the site defaults: no retry, no refetch on focus or interval, stale at once', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: 0,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
