// Tests of infinite scroll's threshold rule: the fraction read, the two modes' constants, crossing semantics.
import { describe, expect, it } from 'vitest';
import {
  COLUMN_NEAR_END_SCREENS,
  hasPassedThreshold,
  readThreshold,
  SCROLL_MODES,
  scrolledFraction,
} from '@/features/blog/lib/infinite-scroll';

// A page 10,000 px high seen through a 1,000 px viewport: the bottom edge is at scrollTop + 1000.
const at = (scrollTop: number) => ({ scrollTop, clientHeight: 1000, scrollHeight: 10000 });

describe('SCROLL_MODES', () => {
  it('holds the thresholds: page 85% after 300 ms, container 80% after 500 ms', () => {
    expect(SCROLL_MODES).toEqual({ window: { threshold: 0.85, delayMs: 300 }, container: { threshold: 0.8, delayMs: 500 } });
  });
});

describe('scrolledFraction', () => {
  it('measures the bottom of the visible part against the content height', () => {
    expect(scrolledFraction(at(0))).toBe(0.1);
    expect(scrolledFraction(at(4000))).toBe(0.5);
    expect(scrolledFraction(at(9000))).toBe(1);
  });

  it('stays within 0…1 (overscroll, empty content)', () => {
    expect(scrolledFraction(at(9500))).toBe(1);
    expect(scrolledFraction({ scrollTop: -50, clientHeight: 0, scrollHeight: 100 })).toBe(0);
    expect(scrolledFraction({ scrollTop: 0, clientHeight: 800, scrollHeight: 0 })).toBe(1);
  });
});

describe('hasPassedThreshold', () => {
  it('is true from exactly the threshold on, for the page mode', () => {
    const { threshold } = SCROLL_MODES.window;
    expect(hasPassedThreshold(at(7499), threshold)).toBe(false);
    expect(hasPassedThreshold(at(7500), threshold)).toBe(true);
    expect(hasPassedThreshold(at(9000), threshold)).toBe(true);
  });

  it('uses 80% for the container mode', () => {
    const { threshold } = SCROLL_MODES.container;
    expect(hasPassedThreshold(at(6999), threshold)).toBe(false);
    expect(hasPassedThreshold(at(7000), threshold)).toBe(true);
    // Between 80% and 85%: the container loads, the page does not.
    expect(hasPassedThreshold(at(7200), SCROLL_MODES.window.threshold)).toBe(false);
  });

  it('in a long column, waits until no more than nearEnd lies below the visible part', () => {
    const long = { scrollHeight: 20_000, clientHeight: 800 };
    const nearEnd = 800 * COLUMN_NEAR_END_SCREENS;
    // 85% of 20,000 px leaves 3,000 px unread: past 85%, yet not near the end.
    expect(hasPassedThreshold({ ...long, scrollTop: 17_000 - 800 }, 0.85)).toBe(true);
    expect(hasPassedThreshold({ ...long, scrollTop: 17_000 - 800 }, 0.85, nearEnd)).toBe(false);
    expect(hasPassedThreshold({ ...long, scrollTop: 20_000 - 800 - nearEnd - 1 }, 0.85, nearEnd)).toBe(false);
    expect(hasPassedThreshold({ ...long, scrollTop: 20_000 - 800 - nearEnd }, 0.85, nearEnd)).toBe(true);
    // A short column: 85% comes last, as before.
    expect(hasPassedThreshold({ scrollHeight: 2_000, clientHeight: 800, scrollTop: 899 }, 0.85, nearEnd)).toBe(false);
    expect(hasPassedThreshold({ scrollHeight: 2_000, clientHeight: 800, scrollTop: 900 }, 0.85, nearEnd)).toBe(true);
  });
});

describe('readThreshold', () => {
  it('loads when an armed reader passes the threshold, and disarms', () => {
    expect(readThreshold(at(7600), 0.85, true)).toEqual({ load: true, armed: false });
  });

  it('does not load again while the reader stays past the threshold', () => {
    expect(readThreshold(at(8000), 0.85, false)).toEqual({ load: false, armed: false });
  });

  it('re-arms once the reader is back above the threshold', () => {
    expect(readThreshold(at(3000), 0.85, false)).toEqual({ load: false, armed: true });
    expect(readThreshold(at(3000), 0.85, true)).toEqual({ load: false, armed: true });
  });

  it('keeps loading a page too short to scroll', () => {
    const short = { scrollTop: 0, clientHeight: 1000, scrollHeight: 900 };
    expect(readThreshold(short, 0.85, false)).toEqual({ load: true, armed: false });
  });
});
