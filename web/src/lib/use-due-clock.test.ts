// The clock moves on when a scheduled time passes, and not before.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDueClock } from '@/lib/use-due-clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-12-01T13:59:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDueClock', () => {
  it('reads the time again once each due time has passed', () => {
    const times = ['2026-12-01T14:00:00Z', null, '2026-11-01T00:00:00Z'];
    const { result } = renderHook(() => useDueClock(times));
    const start = result.current;
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(result.current).toBe(start);
    act(() => {
      vi.advanceTimersByTime(1_100);
    });
    expect(result.current).toBeGreaterThanOrEqual(Date.parse('2026-12-01T14:00:00Z'));
  });
});
