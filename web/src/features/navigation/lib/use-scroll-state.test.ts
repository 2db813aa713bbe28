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
    // Each position scrolled to, and the state it leaves: moves under the jitter (895, 884) change nothing.
    const steps: [number, string][] = [
      [250, 'top'],
      [300, 'top'],
      [301, 'down'],
      [900, 'down'],
      [895, 'down'],
      [880, 'up'],
      [884, 'up'],
      [1000, 'down'],
      [0, 'top'],
    ];
    for (const [y, state] of steps) {
      scrollTo(y);
      expect(result.current, `at ${y}`).toBe(state);
    }
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
