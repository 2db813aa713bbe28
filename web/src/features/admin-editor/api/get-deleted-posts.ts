// GET /api/admin/deleted-posts: posts deleted in the last 30 days whose address is still free, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffPostKeys } from '@/features/admin-editor/api/staff-post-keys';
import type { DeletedPost } from '@/features/admin-editor/types';
import { apiGet } from '@/lib/api-client';

export function getDeletedPosts({ signal }: { signal?: AbortSignal } = {}): Promise<DeletedPost[]> {
  return apiGet<DeletedPost[]>('/api/admin/deleted-posts', signal ? { signal } : {});
}

export function useDeletedPosts() {
  return useQuery(queryOptions({ queryKey: staffPostKeys.deleted(), queryFn: getDeletedPosts }));
}
