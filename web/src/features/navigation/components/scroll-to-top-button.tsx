// Floating scroll-to-top button (spec §2, §9): shown once the page is scrolled down more than 300 px; scrolls
// smoothly to the top (at once with reduced motion) and moves focus to the top of the page.
import { ArrowUpIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { scrollWindowToTop } from '@/features/navigation/lib/scroll';
import { useScrolledPast } from '@/features/navigation/lib/use-scrolled-past';

export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/** `focusTargetId`: the element at the top of the page that takes focus, so the next Tab starts from the top. */
export function ScrollToTopButton({ focusTargetId }: { focusTargetId: string }) {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);

  const onClick = () => {
    scrollWindowToTop();
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={onClick}
      className={cn(
        'fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg',
        'ring-1 ring-white/20 transition-[opacity,visibility,background-color] duration-200 hover:bg-navy-700',
        'focus-visible:outline-teal-500 motion-reduce:transition-none sm:right-6 sm:bottom-6',
        visible ? 'visible opacity-100' : 'invisible opacity-0',
      )}
    >
      <ArrowUpIcon className="size-6" />
    </button>
  );
}
