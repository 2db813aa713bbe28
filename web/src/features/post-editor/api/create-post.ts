// POST /api/admin/blog-posts: a new post (a draft unless published or scheduled at once), with the CSRF token; 409 when
// the address asked for is taken.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/features/post-editor/api/post-caches';
import type { EditablePost, NewPost, PostQueryKeys, VersionedPost } from '@/features/post-editor/types';
import { apiWrite } from '@/lib/api-write';

export const CREATE_FAILED_MESSAGE = 'The post could not be saved';

export type CreatePostInput = { post: NewPost; csrfToken: string };

export async function createPost({ post, csrfToken }: CreatePostInput): Promise<VersionedPost> {
  try {
    const { data, etag } = await apiWrite<EditablePost>('POST', '/api/admin/blog-posts', { body: post, csrfToken });
    return { post: data, etag };
  } catch (error) {
    throw new Error(CREATE_FAILED_MESSAGE, { cause: error });
  }
}

export function useCreatePost(postKeys: PostQueryKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (saved) => refreshAfterWrite(queryClient, postKeys, saved),
  });
}
