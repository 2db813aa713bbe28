// usePostInView(): reports the slug of the article being read as the page scrolls ([data-post-slug] elements
// inside `root`), once per change.
import { useEffect, useEffectEvent } from 'react';
import { articleInView, POST_SLUG_ATTRIBUTE } from '@/features/blog/lib/post-in-view';
import { onScrollOrResize } from '@/lib/window-scroll';

export function usePostInView({
  root,
  enabled,
  onChange,
}: {
  root: HTMLElement | null;
  enabled: boolean;
  onChange: (slug: string) => void;
}) {
  const report = useEffectEvent(onChange);

  useEffect(() => {
    if (!enabled || !root) return;
    let last: string | undefined;
    const update = () => {
      const articles = Array.from(root.querySelectorAll<HTMLElement>(`[${POST_SLUG_ATTRIBUTE}]`), (element) => ({
        slug: element.getAttribute(POST_SLUG_ATTRIBUTE) ?? '',
        top: element.getBoundingClientRect().top,
      }));
      const slug = articleInView(articles, window.innerHeight);
      if (slug && slug !== last) {
        // The first reading only records where the reader is; later ones are changes to report.
        if (last !== undefined) report(slug);
        last = slug;
      }
    };
    update();
    return onScrollOrResize(update);
  }, [enabled, root]);
}
