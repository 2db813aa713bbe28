// Tests of useHasScrolled and useHasScrolledDown: what each says on a page too short to scroll, and after a scroll.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers a scroll for the page's life; the test files share one page (isolate: false).
async function freshHooks() {
  vi.resetModules();
  return import('@/lib/use-has-scrolled');
}

describe('on a page too short to scroll (jsdom lays out nothing: no height)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
  });

  it('useHasScrolled is true at once, for what must load without a scroll (the next post)', async () => {
    const { useHasScrolled } = await freshHooks();
    expect(renderHook(() => useHasScrolled()).result.current).toBe(true);
  });

  it('useHasScrolledDown waits for a scroll, so the scroll-to-top button never loads unseen', async () => {
    const { useHasScrolledDown } = await freshHooks();
    const { result } = renderHook(() => useHasScrolledDown());
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
  });
});
