// Tests of useInfiniteScroll in jsdom with fake timers: delay, one load at a time, crossings, both modes, a column.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll, type InfiniteScrollOptions } from '@/features/blog/lib/use-infinite-scroll';

/** Put the page at `scrollTop` of a 10,000 px document in a 1,000 px window, and fire a scroll event. */
function scrollPageTo(scrollTop: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollTop });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function scrollElementTo(element: HTMLElement, scrollTop: number) {
  Object.defineProperty(element, 'scrollTop', { configurable: true, value: scrollTop });
  act(() => {
    element.dispatchEvent(new Event('scroll'));
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function setup(options: Partial<InfiniteScrollOptions> = {}) {
  const onLoadMore = vi.fn();
  const hook = renderHook((props: Partial<InfiniteScrollOptions>) =>
    useInfiniteScroll({ enabled: true, onLoadMore, ...options, ...props }),
  );
  return { onLoadMore, ...hook };
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useInfiniteScroll, page mode', () => {
  it('does nothing before 85% of the page', () => {
    const { onLoadMore, result } = setup();
    scrollPageTo(7400); // 84%
    advance(1000);
    expect(result.current.isLoadingMore).toBe(false);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('shows the loading flag at 85% and loads after 300 ms, not before', () => {
    const { onLoadMore, result } = setup();
    scrollPageTo(7500);
    expect(result.current.isLoadingMore).toBe(true);
    advance(299);
    expect(onLoadMore).not.toHaveBeenCalled();
    advance(1);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(result.current.isLoadingMore).toBe(false);
  });

  it('never starts a second load while one is in progress', () => {
    const { onLoadMore } = setup();
    scrollPageTo(7600);
    advance(100);
    scrollPageTo(8000);
    scrollPageTo(9000);
    advance(1000);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads again only after the reader went back above the threshold and crossed it again', () => {
    const { onLoadMore } = setup();
    scrollPageTo(8000);
    advance(300);
    scrollPageTo(8500); // still past 85%: the same crossing
    advance(300);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollPageTo(5000);
    scrollPageTo(8600);
    advance(300);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not listen while disabled (nothing more to load)', () => {
    const { onLoadMore, result } = setup({ enabled: false });
    scrollPageTo(9000);
    advance(1000);
    expect(result.current.isLoadingMore).toBe(false);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('drops a pending load when unmounted', () => {
    const { onLoadMore, unmount } = setup();
    scrollPageTo(9000);
    unmount();
    advance(1000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('calls the latest onLoadMore given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook((props: { onLoadMore: () => void }) =>
      useInfiniteScroll({ enabled: true, onLoadMore: props.onLoadMore }),
      { initialProps: { onLoadMore: first } },
    );
    scrollPageTo(9000);
    rerender({ onLoadMore: second });
    advance(300);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('accepts another threshold and delay', () => {
    const { onLoadMore } = setup({ threshold: 0.5, delayMs: 50 });
    scrollPageTo(4000);
    advance(50);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});

describe('useInfiniteScroll, container mode', () => {
  function container() {
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientHeight', { configurable: true, value: 500 });
    Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 5000 });
    document.body.append(element);
    return element;
  }

  it('loads at 80% of the container after 500 ms', () => {
    const element = container();
    const { onLoadMore, result } = setup({ mode: 'container', container: element });
    scrollElementTo(element, 3400); // 78%
    expect(result.current.isLoadingMore).toBe(false);
    scrollElementTo(element, 3500); // 80%
    expect(result.current.isLoadingMore).toBe(true);
    advance(499);
    expect(onLoadMore).not.toHaveBeenCalled();
    advance(1);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    element.remove();
  });

  it('ignores the page scrolling', () => {
    const element = container();
    const { onLoadMore } = setup({ mode: 'container', container: element });
    scrollPageTo(9500);
    advance(1000);
    expect(onLoadMore).not.toHaveBeenCalled();
    element.remove();
  });

  it('waits for its container', () => {
    const { onLoadMore } = setup({ mode: 'container', container: null });
    scrollPageTo(9500);
    advance(1000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});

describe('useInfiniteScroll, page mode measured against a column', () => {
  /** A 3,000 px reading column starting 500 px down the page (getBoundingClientRect follows window.scrollY). */
  function column() {
    const element = document.createElement('div');
    Object.defineProperty(element, 'offsetHeight', { configurable: true, value: 3000 });
    element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 500 - window.scrollY, width: 375, height: 3000 });
    document.body.append(element);
    return element;
  }

  it('loads at 85% of the column after 300 ms, long before 85% of the page', () => {
    const element = column();
    const { onLoadMore, result } = setup({ column: element });
    scrollPageTo(2040); // 2,540 px of the column above the window's bottom edge: 84.7%
    expect(result.current.isLoadingMore).toBe(false);
    scrollPageTo(2050); // 85%, while the page is only at 30%
    expect(result.current.isLoadingMore).toBe(true);
    advance(299);
    expect(onLoadMore).not.toHaveBeenCalled();
    advance(1);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    element.remove();
  });

  it('loads again once the column has grown by the next post and the reader nears its new end', () => {
    const element = column();
    const { onLoadMore } = setup({ column: element });
    scrollPageTo(2100);
    advance(300);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    Object.defineProperty(element, 'offsetHeight', { configurable: true, value: 6000 });
    scrollPageTo(2200); // 45% of the longer column: re-armed
    scrollPageTo(4600); // 85%
    advance(300);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    element.remove();
  });
});
