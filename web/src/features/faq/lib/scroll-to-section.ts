// Jumping to a part of the page: a smooth scroll (instant when the visitor prefers reduced motion), then focus.

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scroll `target` to the top of the viewport and move keyboard focus to `focusTarget` (a heading with
 * tabIndex -1) without a second, instant scroll, so screen readers and Tab continue from there.
 */
export function scrollToAndFocus(target: HTMLElement, focusTarget: HTMLElement = target): void {
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  focusTarget.focus({ preventScroll: true });
}
