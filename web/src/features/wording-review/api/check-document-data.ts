// POST /api/admin/documents/{name}/checks: the findings in a document as the editor holds it, saved or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wordingCheckKeys } from '@/features/wording-review/api/wording-check-keys';
import type { Finding } from '@/lib/api-types';
import { apiWrite } from '@/lib/api-write';

const checksUrl = (name: string) => `/api/admin/documents/${name.split('/').map(encodeURIComponent).join('/')}/checks`;

export async function checkDocumentData(name: string, data: unknown, csrfToken: string): Promise<Finding[]> {
  const { data: findings } = await apiWrite<Finding[]>('POST', checksUrl(name), { body: { data }, csrfToken });
  return findings;
}

export const documentDataChecks = (name: string, data: unknown, csrfToken: string) =>
  queryOptions({
    queryKey: wordingCheckKeys.documentData(name, data),
    queryFn: () => checkDocumentData(name, data, csrfToken),
    staleTime: 30_000,
  });

export function useDocumentDataChecks(name: string, data: unknown, csrfToken: string, { enabled = true, keepPrevious = false } = {}) {
  return useQuery({
    ...documentDataChecks(name, data, csrfToken),
    enabled,
    // The panel keeps the last list while the next one loads; the checklist never shows an older text's.
    ...(keepPrevious ? { placeholderData: (previous: Finding[] | undefined) => previous } : {}),
  });
}
