// Tests of useDelayedMenu with fake timers: the 150 ms close delay, re-entry, one menu at a time.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DROPDOWN_CLOSE_DELAY_MS, useDelayedMenu } from '@/features/navigation/lib/use-delayed-menu';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  return renderHook(() => useDelayedMenu());
}

describe('useDelayedMenu', () => {
  it('waits 150 ms before closing', () => {
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(150);
    const { result } = setup();
    act(() => result.current.open('about'));
    expect(result.current.openId).toBe('about');

    act(() => result.current.closeSoon('about'));
    act(() => vi.advanceTimersByTime(149));
    expect(result.current.openId).toBe('about');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.openId).toBeNull();
  });

  it('stays open when the pointer comes back within the delay', () => {
    const { result } = setup();
    act(() => result.current.open('about'));
    act(() => result.current.closeSoon('about'));
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.open('about'));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.openId).toBe('about');
  });

  it('opens one menu at a time, and a pending close of the old one does not close the new one', () => {
    const { result } = setup();
    act(() => result.current.open('about'));
    act(() => result.current.closeSoon('about'));
    act(() => result.current.open('contact'));
    expect(result.current.openId).toBe('contact');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.openId).toBe('contact');
  });

  it('toggles and closes at once', () => {
    const { result } = setup();
    act(() => result.current.toggle('about'));
    expect(result.current.openId).toBe('about');
    act(() => result.current.toggle('about'));
    expect(result.current.openId).toBeNull();

    act(() => result.current.open('about'));
    act(() => result.current.close('contact'));
    expect(result.current.openId).toBe('about');
    act(() => result.current.close('about'));
    expect(result.current.openId).toBeNull();

    act(() => result.current.open('about'));
    act(() => result.current.closeSoon('about'));
    act(() => result.current.close());
    act(() => result.current.open('contact'));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.openId).toBe('contact');
  });

  it('leaves no timer running after unmount', () => {
    const { result, unmount } = setup();
    act(() => result.current.open('about'));
    act(() => result.current.closeSoon('about'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
