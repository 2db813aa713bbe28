// GET /api/admin/blog-posts/{slug} for editing: the post (drafts and scheduled posts too) with its status and
// ETag, read fresh each time an editor or the preview opens it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditablePost, VersionedPost } from '@/features/post-editor/types';
import { apiGetVersioned } from '@/lib/api-write';

export const POST_NOT_FOUND_MESSAGE = 'Blog post not found';

export const editorKeys = {
  all: ['post-editor'] as const,
  post: (slug: string) => [...editorKeys.all, 'post', slug] as const,
};

/** The post and its version; any failure (not only a 404) raises 'Blog post not found' with the cause kept. */
export async function getEditablePost(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<VersionedPost> {
  try {
    const { data, etag } = await apiGetVersioned<EditablePost>(
      `/api/admin/blog-posts/${encodeURIComponent(slug)}`,
      signal ? { signal } : {},
    );
    return { post: data, etag };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(POST_NOT_FOUND_MESSAGE, { cause: error });
  }
}

export function getEditablePostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: editorKeys.post(slug),
    queryFn: ({ signal }) => getEditablePost(slug, { signal }),
    // An editor must start from the stored version, never from a copy kept since it was last open.
    gcTime: 0,
  });
}

export function useEditablePost(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEditablePostQueryOptions(slug), enabled });
}
