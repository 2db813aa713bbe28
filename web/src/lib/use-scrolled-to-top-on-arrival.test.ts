import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolledToTopOnArrival } from './use-scrolled-to-top-on-arrival';

describe('useScrolledToTopOnArrival', () => {
  beforeEach(() => {
    window.history.scrollRestoration = 'auto'; // a browser's default (jsdom has none)
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the browser from restoring a position while the page is shown, and scrolls to the top', () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { unmount } = renderHook(() => useScrolledToTopOnArrival());
    expect(window.history.scrollRestoration).toBe('manual');
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
