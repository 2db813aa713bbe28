// In-page address updates: the history entry is replaced to name what the reader is looking at (the blog
// reader's post in view), which is not a navigation: route-change handling (scroll to top, focus the new
// page's heading) must leave the page as it is. The marker travels in history.state.

const MARKER = 'inPageAddress';

/** The history state to pass with such a replace: navigate(href, { replace: true, state: inPageAddressState }). */
export const inPageAddressState: Readonly<Record<string, unknown>> = Object.freeze({ [MARKER]: true });

/** True when `state` (history.state after the change) marks an in-page address update. */
export function isInPageAddressUpdate(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARKER] === true;
}
