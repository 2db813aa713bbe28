// GET /api/admin/blog-posts: every post including drafts and scheduled ones, newest first, without content.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffPostKeys } from '@/features/admin-editor/api/staff-post-keys';
import type { StaffSummary } from '@/features/admin-editor/types';
import { apiGet } from '@/lib/api-client';

export function getStaffPosts({ signal }: { signal?: AbortSignal } = {}): Promise<StaffSummary[]> {
  return apiGet<StaffSummary[]>('/api/admin/blog-posts', signal ? { signal } : {});
}

export function useStaffPosts() {
  return useQuery(queryOptions({ queryKey: staffPostKeys.list(), queryFn: getStaffPosts }));
}
