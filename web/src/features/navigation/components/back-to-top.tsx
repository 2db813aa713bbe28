// Where the scroll-to-top button goes: below md, where the text runs edge to edge and the header stays on screen,
// into the header, so it never covers text; from md up, floating at the bottom right. Only one of the two places
// holds it at a time. Its code loads at the first scroll, not with the page (nor on a page too short to scroll,
// where it would stay hidden), so it is no part of a page's first load (web/tools/check-budget); the server renders
// none, so hydration matches.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ScrollToTopPlace } from '@/features/navigation/components/scroll-to-top-button';
import { useHasScrolledDown } from '@/lib/use-has-scrolled';

const ScrollToTopButton = lazy(() =>
  import('@/features/navigation/components/scroll-to-top-button').then((m) => ({ default: m.ScrollToTopButton })),
);

/** Tailwind's md breakpoint, where the header stops being sticky. */
const WIDE = '(min-width: 768px)';

// A browser without matchMedia (or a test's DOM) counts as narrow.
const widthQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribeToWidth(changed: () => void): () => void {
  const query = widthQuery();
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

const isWide = () => widthQuery()?.matches ?? false;

/** `focusTargetId`: the element at the top of the page that takes focus, so the next Tab starts from the top. */
export function BackToTop({ place, focusTargetId }: { place: ScrollToTopPlace; focusTargetId: string }) {
  const scrolled = useHasScrolledDown();
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => false);
  if (!scrolled || wide !== (place === 'floating')) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton place={place} focusTargetId={focusTargetId} />
    </Suspense>
  );
}
