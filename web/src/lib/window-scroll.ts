// onScrollOrResize(): run a check whenever the window scrolls or changes size (passive listeners).

/** Calls update on every scroll and resize of the window; answers the function that stops it. */
export function onScrollOrResize(update: () => void): () => void {
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}
