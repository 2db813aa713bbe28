// Tests of the toast store: one toast at a time (a new one replaces the old), dismissal, and removal 1,000,000 ms
// after dismissal.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  toast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toastReducer,
  useToast,
  type ToastData,
} from '@/lib/use-toast';

const make = (id: string, open = true): ToastData => ({ id, title: `Toast ${id}`, open });

describe('toastReducer', () => {
  it('keeps only the newest toast', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts).toEqual([make('2')]);
  });

  it('closes a dismissed toast without removing it, and removes it on REMOVE_TOAST', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([make('1', false)]);
    state = toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('updates a toast by id only', () => {
    const state = toastReducer({ toasts: [make('1')] }, { type: 'UPDATE_TOAST', toast: { id: '2', title: 'x' } });
    expect(state.toasts).toEqual([make('1')]);
  });

  it('dismisses every toast when no id is given', () => {
    const state = toastReducer({ toasts: [make('1'), make('2')] }, { type: 'DISMISS_TOAST' });
    expect(state.toasts.map((t) => t.open)).toEqual([false, false]);
  });
});

describe('toast() and useToast()', () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows one toast at a time: a second replaces the first', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Success', description: 'First' });
      toast({ title: 'Error', description: 'Second', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Error', description: 'Second', open: true });
  });

  it('removes a dismissed toast 1,000,000 ms later', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let shown: ReturnType<typeof toast> | undefined;
    act(() => {
      shown = toast({ title: 'Success' });
    });
    act(() => shown!.dismiss());
    expect(result.current.toasts).toEqual([expect.objectContaining({ id: shown!.id, open: false })]);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});
