// A post's publishing status as the staff API derives it (draft, scheduled, published), its words for staff, and
// the status a scheduled post has reached by now: it goes live by itself when its time comes.

export type PostStatus = 'draft' | 'scheduled' | 'published';

export const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The status now: a scheduled post whose time has passed is on the site, whatever the last answer said. */
export function statusAt(status: PostStatus, publishAt: string | null, now: number): PostStatus {
  if (status !== 'scheduled' || publishAt === null) return status;
  const due = Date.parse(publishAt);
  return Number.isNaN(due) || due > now ? 'scheduled' : 'published';
}
