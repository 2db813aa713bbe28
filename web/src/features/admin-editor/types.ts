// The admin list's posts: GET /api/admin/blog-posts answers every post (drafts and scheduled ones too) without
// its content; GET /api/admin/deleted-posts the posts deleted in the last 30 days.
import type { PostStatus } from '@/lib/post-status';

export type StaffSummary = {
  id: string | number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  imageUrl: string | null;
  status: PostStatus;
  /** When a scheduled post appears (UTC ISO); null otherwise. */
  publishAt: string | null;
};

export type DeletedPost = { slug: string; id: string | number; title: string; deletedAt: string; deletedBy: string };

/** What the list shows: every post, or those of one status. */
export type StatusFilter = PostStatus | 'all';
