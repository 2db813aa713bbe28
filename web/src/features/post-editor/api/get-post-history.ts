// GET /api/admin/blog-posts/{slug}/history and …/history/{rev}: a post's versions newest first, and one version with
// the post as it was then, as it was just before, and the word diff of its body.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from '@/features/post-editor/api/get-editable-post';
import type { PostVersion, PostVersionDetail } from '@/features/post-editor/types';
import { apiGet } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';

export const historyKeys = {
  root: [...editorKeys.all, 'history'] as const,
  all: (slug: string) => [...historyKeys.root, slug] as const,
  list: (slug: string) => [...historyKeys.all(slug), 'list'] as const,
  version: (slug: string, rev: string) => [...historyKeys.all(slug), 'version', rev] as const,
};

const historyUrl = (slug: string) => `/api/admin/blog-posts/${encodeURIComponent(slug)}/history`;

export async function getPostHistory(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<PostVersion[]> {
  const { versions } = await apiGet<Answer<'/api/admin/blog-posts/{slug}/history', 'get'>>(historyUrl(slug), signal ? { signal } : {});
  return versions;
}

export async function getPostVersion(
  slug: string,
  rev: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PostVersionDetail> {
  return apiGet<PostVersionDetail>(`${historyUrl(slug)}/${encodeURIComponent(rev)}`, signal ? { signal } : {});
}

export function usePostHistory(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({ queryKey: historyKeys.list(slug), queryFn: ({ signal }) => getPostHistory(slug, { signal }), enabled }),
  );
}

/** A version never changes: kept while the history is open. */
export function usePostVersion(slug: string, rev: string | null) {
  return useQuery(
    queryOptions({
      queryKey: historyKeys.version(slug, rev ?? ''),
      queryFn: ({ signal }) => getPostVersion(slug, rev ?? '', { signal }),
      enabled: rev !== null,
      staleTime: Infinity,
    }),
  );
}
