// Tests of the query client defaults (spec §7).
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

describe('createQueryClient', () => {
  it('uses the defaults of the spec: no retry, no refetch on focus or interval, stale at once', () => {
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
