// Recently deleted, under the post list: posts deleted in the last 30 days, who deleted them and when, each with
// Restore, which brings the post back with its history.
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { LabelledSection } from '@/components/ui/labelled-section';
import { LoadingStatus } from '@/components/ui/load-states';
import { useDeletedPosts } from '@/features/admin-editor/api/get-deleted-posts';
import type { DeletedPost } from '@/features/admin-editor/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';

type RecentlyDeletedProps = {
  onRestore: (post: DeletedPost) => void;
  /** The slug being restored, if any. */
  restoring: string | null;
};

export function RecentlyDeleted({ onRestore, restoring }: RecentlyDeletedProps) {
  const id = useId();
  const deleted = useDeletedPosts();

  return (
    <LabelledSection
      title="Recently deleted"
      level={3}
      headingId={id}
      className="min-w-0 lg:col-start-1 lg:row-start-2"
      headingClassName="text-base font-bold text-navy-900"
    >
      <p className="mt-1 text-sm text-slate-600">Deleted posts can be restored for 30 days.</p>
      {deleted.isPending ? (
        <LoadingStatus className="mt-2 text-sm" />
      ) : deleted.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The deleted posts could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void deleted.refetch()}>
            Try again
          </button>
        </p>
      ) : deleted.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing deleted lately.</p>
      ) : (
        <ul
          aria-labelledby={id}
          className="mt-2 max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 bg-white"
        >
          {deleted.data.map((post) => (
            <li key={post.slug} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-navy-900">{post.title}</p>
                <p className="text-sm text-slate-600">
                  Deleted <time dateTime={post.deletedAt}>{formatConnecticutShort(post.deletedAt)}</time>
                  {post.deletedBy ? ` by ${post.deletedBy}` : null}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onRestore(post)}
                disabled={restoring !== null}
                aria-label={`Restore “${post.title}”`}
              >
                {restoring === post.slug ? 'Restoring...' : 'Restore'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </LabelledSection>
  );
}
