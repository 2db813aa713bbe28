// The admin editor's post list (spec §2): title and date of every post, newest first, scrolling within a maximum
// height; 'Loading...' while loading; the chosen post marked and scrolled into the list's view.
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { PostSummary } from '@/features/admin-editor/types';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';

type PostListProps = {
  /** The summary list's query (GET /api/blog-posts?view=summary), shared with the public lists by the app. */
  summaries: UseQueryResult<PostSummary[]>;
  selectedSlug: string | null;
  onSelect: (slug: string) => void;
  labelledBy: string;
};

export function PostList({ summaries, selectedSlug, onSelect, labelledBy }: PostListProps) {
  const { data: posts, isPending, isError, refetch } = summaries;
  const list = useRef<HTMLUListElement>(null);

  // Show the chosen post (say, preselected by ?slug=) inside the list's own scroll area, without moving the page.
  useEffect(() => {
    const box = list.current;
    const item = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !item) return;
    if (item.offsetTop < box.scrollTop || item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = item.offsetTop - 8;
    }
  }, [selectedSlug, posts]);

  if (isPending) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 px-4 py-6 text-center text-slate-600">
        Loading...
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">The posts could not be loaded.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (posts.length === 0) {
    return <p className="rounded-lg border border-slate-200 px-4 py-6 text-center text-slate-600">No blog posts yet.</p>;
  }

  return (
    <ul
      ref={list}
      aria-labelledby={labelledBy}
      className="relative max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 bg-white lg:max-h-[36rem]"
    >
      {posts.map((post) => {
        const selected = post.slug === selectedSlug;
        return (
          <li key={post.slug}>
            <button
              type="button"
              onClick={() => onSelect(post.slug)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'block w-full border-l-4 px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2',
                selected ? 'border-teal-600 bg-teal-50' : 'border-transparent hover:bg-navy-50',
              )}
            >
              <span className={cn('block leading-snug font-semibold', selected ? 'text-teal-900' : 'text-navy-900')}>
                {post.title}
              </span>
              <time dateTime={post.date} className="mt-1 block text-sm text-slate-600">
                {formatLongDate(post.date)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
