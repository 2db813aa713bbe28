// Scroll-to-top button: shown once the page is scrolled down more than 300 px; scrolls smoothly to the top (at once
// with reduced motion) and moves focus to the top of the page. In the header (below md, back-to-top.tsx) and, below
// the lg breakpoint, floating too, it waits out of the way while the reader scrolls down, coming back as soon as
// they scroll up; floating, it is smaller there.
import { drawnIcon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { scrollWindowToTop } from '@/features/navigation/lib/scroll';
import { useScrollState, type ScrollState } from '@/features/navigation/lib/use-scroll-state';

export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

// Drawn here rather than in components/ui/icons.tsx, which every page loads: no other screen shows it, and this
// button's code loads only at the first scroll.
const ArrowUpIcon = drawnIcon(<path d="M12 19V5M6 11l6-6 6 6" />);

/** `header`: a button among the sticky header's (below md); `floating`: over the page's bottom right corner. */
export type ScrollToTopPlace = 'header' | 'floating';

const placeClasses: Record<ScrollToTopPlace, string> = {
  header: 'size-9 rounded-md text-navy-900 hover:bg-navy-50 focus-visible:outline-teal-500',
  floating: cn(
    'fixed right-2 bottom-3 z-30 flex size-10 rounded-full bg-navy-900 text-white shadow-lg',
    'ring-1 ring-white/20 transition-[opacity,visibility,background-color,translate] duration-200 hover:bg-navy-700',
    'focus-visible:outline-teal-500 motion-reduce:transition-none sm:right-4 sm:bottom-4 lg:right-6 lg:bottom-6 lg:size-12',
  ),
};

const stateClasses: Record<ScrollToTopPlace, Record<ScrollState, string>> = {
  // Out of the header's row while hidden: the buttons beside it keep their places.
  header: { top: 'hidden', down: 'hidden', up: 'flex' },
  floating: {
    top: 'invisible opacity-0 translate-y-2',
    down: 'invisible opacity-0 translate-y-2 lg:visible lg:opacity-100 lg:translate-y-0',
    up: 'visible opacity-100 translate-y-0',
  },
};

/** `focusTargetId`: the element at the top of the page that takes focus, so the next Tab starts from the top. */
export function ScrollToTopButton({ place, focusTargetId }: { place: ScrollToTopPlace; focusTargetId: string }) {
  const state = useScrollState(SCROLL_TO_TOP_THRESHOLD_PX);

  const onClick = () => {
    scrollWindowToTop();
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      data-scroll-state={state}
      onClick={onClick}
      className={cn(
        'shrink-0 items-center justify-center',
        placeClasses[place],
        stateClasses[place][state],
      )}
    >
      <ArrowUpIcon className={place === 'header' ? 'size-5 text-teal-600' : 'size-5 lg:size-6'} />
    </button>
  );
}
