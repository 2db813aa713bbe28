// The staff overview's posts not yet on the site: the drafts (newest first) or the scheduled posts (the next to
// appear first), how many, and each one's editor.
import { Link } from 'wouter';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { OverviewPanel } from '@/components/ui/overview-panel';
import { useStaffPosts } from '@/features/admin-editor/api/get-staff-posts';
import type { StaffSummary } from '@/features/admin-editor/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';

type PostsSummaryProps = {
  status: 'draft' | 'scheduled';
  /** How many to list. */
  shown: number;
  editorHrefOf: (slug: string) => string;
  allHref: string;
};

const WORDING = {
  draft: { title: 'Drafts', list: 'Drafts, newest first', none: 'No drafts.', more: 'All posts' },
  scheduled: {
    title: 'Scheduled posts',
    list: 'Scheduled posts, next to appear first',
    none: 'No posts are scheduled.',
    more: 'All posts',
  },
};

/** Drafts as the list has them (newest first); scheduled posts by when they appear. */
function postsOf(posts: StaffSummary[], status: PostsSummaryProps['status']): StaffSummary[] {
  const chosen = posts.filter((post) => post.status === status);
  return status === 'scheduled' ? chosen.sort((a, b) => (a.publishAt ?? '').localeCompare(b.publishAt ?? '')) : chosen;
}

export function PostsSummary({ status, shown, editorHrefOf, allHref }: PostsSummaryProps) {
  const list = useStaffPosts();
  const words = WORDING[status];
  const posts = list.data ? postsOf(list.data, status) : [];
  return (
    <OverviewPanel title={words.title} count={list.data ? posts.length : undefined} more={{ href: allHref, label: words.more }}>
      {list.isPending ? (
        <LoadingStatus className="py-6" />
      ) : list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()}>The posts could not be loaded.</LoadFailure>
      ) : !posts.length ? (
        <p className="text-slate-600">{words.none}</p>
      ) : (
        <ul aria-label={words.list} className="divide-y divide-slate-200">
          {posts.slice(0, shown).map((post) => (
            <li key={post.slug} className="py-2">
              <Link href={editorHrefOf(post.slug)} className="font-semibold break-words text-navy-900 hover:underline">
                {post.title}
              </Link>
              {post.status === 'scheduled' && post.publishAt ? (
                <p className="text-sm text-slate-600">
                  Appears <time dateTime={post.publishAt}>{formatConnecticutShort(post.publishAt)}</time>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </OverviewPanel>
  );
}
