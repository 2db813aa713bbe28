// Tests of useHasScrolled and useHasScrolledDown: what each says on a page too short to scroll, and after a scroll.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHasScrolled, useHasScrolledDown } from '@/lib/use-has-scrolled';

describe('on a page too short to scroll (jsdom lays out nothing: no height)', () => {
  it('useHasScrolled is true at once, for what must load without a scroll (the next post)', () => {
    expect(renderHook(() => useHasScrolled()).result.current).toBe(true);
  });

  it('useHasScrolledDown waits for a scroll, so the scroll-to-top button never loads unseen', () => {
    const { result } = renderHook(() => useHasScrolledDown());
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
  });
});
