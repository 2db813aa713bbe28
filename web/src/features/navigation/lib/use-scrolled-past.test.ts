// Tests of useScrolledPast: true only once the window is scrolled more than the threshold.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from '@/features/navigation/lib/use-scrolled-past';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useScrolledPast', () => {
  it('flips when the scroll position passes the threshold, not at it', () => {
    const { result } = renderHook(() => useScrolledPast(300));
    expect(result.current).toBe(false);
    scrollTo(250);
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(false);
    scrollTo(301);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });
});
