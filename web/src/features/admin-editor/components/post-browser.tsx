// The admin editor's list column: every post (drafts included) from the staff API, filtered by status and
// searched by title; 'Loading...' while loading, a retry when it fails, and plain words when nothing matches.
import { useState } from 'react';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { useStaffPosts } from '@/features/admin-editor/api/get-staff-posts';
import { PostFilters } from '@/features/admin-editor/components/post-filters';
import { PostList } from '@/features/admin-editor/components/post-list';
import { countByStatus, filterPosts, withStatusNow } from '@/features/admin-editor/lib/filter-posts';
import type { StatusFilter } from '@/features/admin-editor/types';
import { useDueClock } from '@/lib/use-due-clock';

type PostBrowserProps = {
  selectedSlug: string | null;
  onSelect: (slug: string) => void;
  /** The id of the column's "Posts" heading, which names the list. */
  labelledBy: string;
};

/** The box of the list's notes: loading, empty, nothing matches. */
const NOTE_CLASSES = 'rounded-lg border border-slate-200 px-4 py-6 text-center text-slate-600';

const EMPTY_WORDS: Record<StatusFilter, string> = {
  all: 'posts',
  draft: 'drafts',
  scheduled: 'scheduled posts',
  published: 'published posts',
};

export function PostBrowser({ selectedSlug, onSelect, labelledBy }: PostBrowserProps) {
  const { data, isPending, isError, refetch } = useStaffPosts();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const now = useDueClock((data ?? []).map((post) => post.publishAt));

  if (isPending) {
    return <LoadingStatus className={NOTE_CLASSES} />;
  }
  if (isError) {
    return (
      <LoadFailure className="p-4 text-sm" onRetry={() => void refetch()}>
        The posts could not be loaded.
      </LoadFailure>
    );
  }
  if (data.length === 0) {
    return <p className={NOTE_CLASSES}>No blog posts yet.</p>;
  }

  const posts = withStatusNow(data, now);
  const shown = filterPosts(posts, status, search);
  return (
    <div className="space-y-3">
      <PostFilters
        status={status}
        onStatusChange={setStatus}
        counts={countByStatus(posts)}
        search={search}
        onSearchChange={setSearch}
      />
      <p role="status" className="sr-only">
        {shown.length === 1 ? '1 post shown' : `${shown.length} posts shown`}
      </p>
      {shown.length ? (
        <PostList posts={shown} selectedSlug={selectedSlug} onSelect={onSelect} labelledBy={labelledBy} />
      ) : (
        <p className={NOTE_CLASSES}>
          {search.trim() ? `No ${EMPTY_WORDS[status]} with “${search.trim()}” in the title.` : `No ${EMPTY_WORDS[status]}.`}
        </p>
      )}
    </div>
  );
}
