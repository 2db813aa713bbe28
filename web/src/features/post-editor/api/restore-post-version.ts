// POST /api/admin/blog-posts/{slug}/restore {"rev"} with If-Match: the post gets back the title, excerpt, body, image and
// date it had at that version, as a new change; caches follow (the history too).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/features/post-editor/api/post-caches';
import type { EditablePost, PostQueryKeys, VersionedPost } from '@/features/post-editor/types';
import { ConflictError } from '@/lib/api-client';
import type { Acknowledgement } from '@/lib/api-types';
import { apiWrite } from '@/lib/api-write';

export const RESTORE_FAILED_MESSAGE = 'The version could not be restored';

export type RestoreVersionInput = {
  slug: string;
  rev: string;
  etag: string | null;
  csrfToken: string;
  /** Wording findings staff reviewed, when a restore that leaves the post public was refused for them. */
  acknowledge?: Acknowledgement[];
};

export async function restorePostVersion({ slug, rev, etag, csrfToken, acknowledge }: RestoreVersionInput): Promise<VersionedPost> {
  try {
    const restored = await apiWrite<EditablePost>('POST', `/api/admin/blog-posts/${encodeURIComponent(slug)}/restore`, {
      body: { rev, ...(acknowledge ? { acknowledge } : {}) },
      csrfToken,
      ifMatch: etag,
    });
    return { post: restored.data, etag: restored.etag };
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    throw new Error(RESTORE_FAILED_MESSAGE, { cause: error });
  }
}

export function useRestorePostVersion(postKeys: PostQueryKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePostVersion,
    onSuccess: (saved, { slug }) => refreshAfterWrite(queryClient, postKeys, saved, slug),
  });
}
