// The post reader's scroll behaviour: appends the next post when the reader nears the end of the posts read so far,
// not of the page (on a phone the sidebar and footer follow them), with the spinner meanwhile, and reports the post
// in view. Its own chunk: the post reads without it, and it follows at once.
import { LoadingNextPost } from '@/features/blog/components/next-post-status';
import { useInfiniteScroll } from '@/features/blog/lib/use-infinite-scroll';
import { usePostInView } from '@/features/blog/lib/use-post-in-view';

type ReadingProgressProps = {
  /** The element holding the reader's articles. */
  articles: HTMLElement | null;
  canLoadMore: boolean;
  onLoadMore: () => void;
  onPostInView: (slug: string) => void;
};

export function ReadingProgress({ articles, canLoadMore, onLoadMore, onPostInView }: ReadingProgressProps) {
  const { isLoadingMore } = useInfiniteScroll({ mode: 'window', column: articles, enabled: canLoadMore, onLoadMore });
  usePostInView({ root: articles, enabled: articles !== null, onChange: onPostInView });
  return isLoadingMore ? <LoadingNextPost /> : null;
}
