// PATCH /api/admin/blog-posts/{slug}: save the edited fields (and any new address, date or status) with the CSRF token
// and If-Match; on success the post's cache entries follow and every post list refreshes, public and staff alike.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/features/post-editor/api/post-caches';
import type { EditablePost, PostQueryKeys, PostUpdate, VersionedPost } from '@/features/post-editor/types';
import { ConflictError } from '@/lib/api-client';
import { apiWrite } from '@/lib/api-write';

export const UPDATE_FAILED_MESSAGE = 'Failed to update blog post';

export type UpdatePostInput = { slug: string; update: PostUpdate; etag: string | null; csrfToken: string };

/**
 * The saved post and its new version. A post changed elsewhere since `etag` raises ConflictError (nothing was
 * written); any other failure raises 'Failed to update blog post' with the server's error as its cause.
 */
export async function updatePost({ slug, update, etag, csrfToken }: UpdatePostInput): Promise<VersionedPost> {
  try {
    const saved = await apiWrite<EditablePost>('PATCH', `/api/admin/blog-posts/${encodeURIComponent(slug)}`, {
      body: update,
      csrfToken,
      ifMatch: etag,
    });
    return { post: saved.data, etag: saved.etag };
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    throw new Error(UPDATE_FAILED_MESSAGE, { cause: error });
  }
}

export function useUpdatePost(postKeys: PostQueryKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (saved, { slug }) => refreshAfterWrite(queryClient, postKeys, saved, slug),
  });
}
