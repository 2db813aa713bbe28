// POST /api/admin/blog-posts/{slug}/restore {}: a deleted post comes back as it was just before deletion, with its
// history (Undo, and Restore under Recently deleted). 409 when another post took its address meanwhile.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { staffPostKeys } from '@/features/admin-editor/api/staff-post-keys';
import type { StaffSummary } from '@/features/admin-editor/types';
import { isApiError } from '@/lib/api-client';
import { apiWrite } from '@/lib/api-write';

export const RESTORE_DELETED_FAILED = 'The post could not be restored';
export const ADDRESS_TAKEN_MEANWHILE =
  'Another post now uses its address. Change that post’s address first, then restore this one.';

export type RestoreDeletedInput = { slug: string; csrfToken: string };

export async function restoreDeletedPost({ slug, csrfToken }: RestoreDeletedInput): Promise<StaffSummary> {
  try {
    const restored = await apiWrite<StaffSummary>('POST', `/api/admin/blog-posts/${encodeURIComponent(slug)}/restore`, {
      body: {},
      csrfToken,
    });
    return restored.data;
  } catch (error) {
    // A taken address is told in staff words: the server's reason would not say what to do.
    const reason = isApiError(error) && error.status === 409 ? ADDRESS_TAKEN_MEANWHILE : undefined;
    throw new Error(reason ? `${RESTORE_DELETED_FAILED}: ${reason}` : RESTORE_DELETED_FAILED, { cause: error });
  }
}

/** `publicLists` is the public lists' key prefix (handed in by the app): a restored post may be on the site again. */
export function useRestoreDeletedPost(publicLists: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDeletedPost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffPostKeys.all });
      void queryClient.invalidateQueries({ queryKey: publicLists });
    },
  });
}
