// Tests of the route loaders' table: every route has a loader, a request kind's page from its kind (the companies
// read only when its form asks for one).
import { describe, expect, it } from 'vitest';
import { routeLoaders } from '@/app/route-loaders';
import { routeTable } from '@/config/paths';
import { asksForCompany, KINDS } from '@/config/request-kinds';
import { requestSettingsKeys } from '@/features/forms/api/request-settings';
import { copyKeys, type CopyName } from '@/lib/copy-query';
import { createQueryClient } from '@/lib/query-client';

describe('routeLoaders', () => {
  it('has a loader for every route of the table', () => {
    expect(routeTable.filter((route) => !routeLoaders[route.id]).map((route) => route.id)).toEqual([]);
  });

  it.each(KINDS.map((kind) => [kind.id, kind] as const))(
    "reads the %s page's settings, and the companies when its form asks for one",
    async (_, kind) => {
      const loader = routeLoaders[kind.page as keyof typeof routeLoaders]!;
      const keys = (await loader({ params: {}, path: '/', client: createQueryClient() })).map((query) => query.queryKey);
      expect(keys).toContainEqual(requestSettingsKeys.all);
      expect(keys.some((key) => key[0] === 'companies')).toBe(asksForCompany(kind));
    },
  );

  it.each([
    ['/privacy', 'privacy'],
    ['/accessibility', 'accessibility'],
  ])('reads the notice %s names, with the request settings for its text', async (path, name) => {
    const route = routeTable.find((entry) => entry.path === path)!;
    const keys = (await routeLoaders[route.id]!({ params: {}, path, client: createQueryClient() })).map(
      (query) => query.queryKey,
    );
    expect(keys).toEqual([copyKeys.document(name as CopyName), requestSettingsKeys.all]);
  });
});
