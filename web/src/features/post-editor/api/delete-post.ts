// DELETE /api/admin/blog-posts/{slug} with If-Match: the post is gone for visitors at once and listed under Recently
// deleted; its cache entries go and every list refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editorKeys } from '@/features/post-editor/api/get-editable-post';
import { refreshLists } from '@/features/post-editor/api/post-caches';
import type { DeletedPost, PostQueryKeys } from '@/features/post-editor/types';
import { ConflictError } from '@/lib/api-client';
import { apiWrite } from '@/lib/api-write';

export const DELETE_FAILED_MESSAGE = 'The post could not be deleted';

export type DeletePostInput = { slug: string; etag: string | null; csrfToken: string };

export async function deletePost({ slug, etag, csrfToken }: DeletePostInput): Promise<DeletedPost> {
  try {
    const deleted = await apiWrite<DeletedPost>('DELETE', `/api/admin/blog-posts/${encodeURIComponent(slug)}`, {
      csrfToken,
      ifMatch: etag,
    });
    return deleted.data;
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    throw new Error(DELETE_FAILED_MESSAGE, { cause: error });
  }
}

export function useDeletePost(postKeys: PostQueryKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_deleted, { slug }) => {
      queryClient.removeQueries({ queryKey: editorKeys.post(slug), exact: true });
      queryClient.removeQueries({ queryKey: postKeys.detail(slug), exact: true });
      refreshLists(queryClient, postKeys);
    },
  });
}
