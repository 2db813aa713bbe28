// The admin list's posts: GET /api/admin/blog-posts answers every post (drafts and scheduled ones too) without
// its content; GET /api/admin/deleted-posts the posts deleted in the last 30 days.
import type { StaffPostSummary } from '@/lib/api-types';
import type { PostStatus } from '@/lib/post-status';

/** publishAt: when a scheduled post appears (UTC ISO); null otherwise. */
export type StaffSummary = StaffPostSummary;

export type { DeletedPost } from '@/lib/api-types';

/** What the list shows: every post, or those of one status. */
export type StatusFilter = PostStatus | 'all';
