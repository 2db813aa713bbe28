// Tests of the open-times picker: days as pressed-or-not buttons, the chosen day's times as buttons in agency time,
// the visitor's own time beside each only when the browser's zone shows other times, and the zones said above.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SlotDay } from '@/features/booking/api/booking-api';
import { SlotPicker } from '@/features/booking/components/slot-picker';
import { otherZone } from '@/features/booking/lib/slot-times';
import { renderWithProviders } from '@/testing/render-app';

// December: Milford is on EST (UTC-5), Berlin on CET (UTC+1).
const DAYS: SlotDay[] = [
  { date: '2026-12-01', slots: ['2026-12-01T14:00:00Z', '2026-12-01T14:15:00Z'] },
  { date: '2026-12-02', slots: [] },
  { date: '2026-12-03', slots: ['2026-12-03T19:30:00Z'] },
];

function pick(zone: string | null, selected: string | null = null) {
  const onSelect = vi.fn();
  renderWithProviders(<SlotPicker days={DAYS} selected={selected} onSelect={onSelect} zone={zone} />);
  return onSelect;
}

describe('the slot picker', () => {
  it('lists only the days with open times, the first one chosen, its times in agency time', () => {
    pick('America/New_York');
    const days = within(screen.getByRole('list', { name: 'Choose a day' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual(['Tuesday, December 1, 2 open times', 'Thursday, December 3, 1 open time']);
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    expect(days[1]).toHaveAttribute('aria-pressed', 'false');
    const times = within(screen.getByRole('list', { name: 'Times on Tuesday, December 1' })).getAllByRole('button');
    expect(times.map((time) => time.textContent)).toEqual(['9:00 AM', '9:15 AM']);
  });

  it('shows another day’s times when that day is pressed, and hands the chosen time up', () => {
    const onSelect = pick('America/New_York');
    fireEvent.click(screen.getByRole('button', { name: /Thursday, December 3/ }));
    expect(screen.getByRole('button', { name: /Thursday, December 3/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '2:30 PM' }));
    expect(onSelect).toHaveBeenCalledWith('2026-12-03T19:30:00Z');
  });

  it('marks the chosen time pressed and opens on its day', () => {
    pick('America/New_York', '2026-12-03T19:30:00Z');
    expect(screen.getByRole('button', { name: /Thursday, December 3/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2:30 PM' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the agency zone, and no second clock when the visitor is in it', () => {
    pick('America/New_York');
    expect(screen.getByTestId('zone-note')).toHaveTextContent('Times are Milford, Connecticut time (EST).');
    expect(screen.queryByText(/your time/)).toBeNull();
  });

  it('shows the visitor’s own time beside each when their zone differs', () => {
    pick('Europe/Berlin');
    expect(screen.getByTestId('zone-note')).toHaveTextContent('Your own time (Europe/Berlin) is shown beside each.');
    expect(screen.getByRole('button', { name: '9:00 AM, 3:00 PM your time' })).toBeInTheDocument();
  });

  it('takes another name of the agency zone for the same clock', () => {
    expect(otherZone('US/Eastern', 'America/New_York')).toBeNull();
    expect(otherZone('America/Chicago', 'America/New_York')).toBe('America/Chicago');
    expect(otherZone(null, 'America/New_York')).toBeNull();
  });
});
