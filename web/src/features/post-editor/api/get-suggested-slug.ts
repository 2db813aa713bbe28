// GET /api/admin/slug?title=…: the address a post with this title would get (lowercase ASCII, accents
// transliterated, -2, -3 … when taken); `except` leaves the post being retitled out of what counts as taken.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from '@/features/post-editor/api/get-editable-post';
import { apiGet } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';

export async function getSuggestedSlug(
  title: string,
  except: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string> {
  const query = new URLSearchParams({ title });
  if (except) query.set('except', except);
  const { slug } = await apiGet<Answer<'/api/admin/slug', 'get'>>(`/api/admin/slug?${query}`, signal ? { signal } : {});
  return slug;
}

export function getSuggestedSlugQueryOptions(title: string, except: string | null) {
  return queryOptions({
    queryKey: [...editorKeys.all, 'slug', title, except] as const,
    queryFn: ({ signal }) => getSuggestedSlug(title, except, { signal }),
    enabled: title.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** The suggested address for `title` (already paused while typing by the caller); undefined until known. */
export function useSuggestedSlug(title: string, except: string | null = null) {
  return useQuery(getSuggestedSlugQueryOptions(title, except));
}
