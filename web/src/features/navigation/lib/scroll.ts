// Scrolling helpers that respect the visitor's reduced-motion setting.

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scroll the window to the top: smoothly, or at once when the visitor asks for reduced motion. */
export function scrollWindowToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}
