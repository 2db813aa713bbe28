// Tests of useScrollState: 'top' up to the threshold, then the direction the page last moved, ignoring jitter.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextScrollState, useScrollState } from '@/features/navigation/lib/use-scroll-state';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useScrollState', () => {
  it('is top up to the threshold, then down or up as the page last moved', () => {
    const { result } = renderHook(() => useScrollState(300));
    expect(result.current).toBe('top');
    scrollTo(250);
    expect(result.current).toBe('top');
    scrollTo(300);
    expect(result.current).toBe('top');
    scrollTo(301);
    expect(result.current).toBe('down');
    scrollTo(900);
    expect(result.current).toBe('down');
    scrollTo(895);
    expect(result.current).toBe('down');
    scrollTo(880);
    expect(result.current).toBe('up');
    scrollTo(884);
    expect(result.current).toBe('up');
    scrollTo(1000);
    expect(result.current).toBe('down');
    scrollTo(0);
    expect(result.current).toBe('top');
  });

  it('reads the position at mount: a page opened scrolled down counts as moving down', () => {
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
    const { result } = renderHook(() => useScrollState(300));
    expect(result.current).toBe('down');
  });
});

describe('nextScrollState', () => {
  it('measures each direction from where the last one was taken', () => {
    expect(nextScrollState('down', 1000, 995, 300)).toEqual({ state: 'down', anchorY: 1000 });
    expect(nextScrollState('down', 1000, 990, 300)).toEqual({ state: 'up', anchorY: 990 });
    expect(nextScrollState('up', 500, 200, 300)).toEqual({ state: 'top', anchorY: 200 });
  });
});
