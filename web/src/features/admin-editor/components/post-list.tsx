// The admin editor's post list: title, status and date of every post, newest first, scrolling within a
// maximum height; the chosen post marked and scrolled into the list's view.
import { useEffect, useRef } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import type { ListedPost } from '@/features/admin-editor/lib/filter-posts';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';

type PostListProps = {
  posts: ListedPost[];
  selectedSlug: string | null;
  onSelect: (slug: string) => void;
  labelledBy: string;
};

export function PostList({ posts, selectedSlug, onSelect, labelledBy }: PostListProps) {
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
              <span className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                <StatusBadge status={post.statusNow} publishAt={post.publishAt} />
                {post.statusNow === 'scheduled' ? null : <time dateTime={post.date}>{formatLongDate(post.date)}</time>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
