// Tests of the special-date notice's slot: nothing in the server's HTML, the notice after hydration when a date is
// near by the agency's clock, and no code loaded or notice shown when none is.
import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpecialHoursSlot } from '@/features/special-hours/components/special-hours-slot';
import { createQueryClient } from '@/lib/query-client';
import { siteFacts, injectSiteFactsTag } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';

const thanksgiving = { date: '2026-11-26', notice: 'Closed Thursday, November 26 for Thanksgiving', closed: true as const, opens: null, closes: null };

function withClosure(now: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  injectSiteFactsTag({ ...siteFacts, specialHours: [thanksgiving] });
}

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('site-facts')?.remove();
});

describe('SpecialHoursSlot', () => {
  it('announces a near closure once hydrated, as a named region', async () => {
    withClosure('2026-11-25T15:00:00Z');
    renderWithProviders(<SpecialHoursSlot place="top" />);
    const notice = await screen.findByRole('complementary', { name: 'Special office hours' });
    expect(notice).toHaveTextContent('Closed Thursday, November 26 for Thanksgiving');
  });

  it('leaves the server-rendered HTML without the notice, so no cached page shows a stale one', () => {
    withClosure('2026-11-25T15:00:00Z');
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <SpecialHoursSlot place="top" />
      </QueryClientProvider>,
    );
    expect(html).not.toContain('Thanksgiving');
  });

  it('shows nothing the day after, by the clock in New York', async () => {
    withClosure('2026-11-27T05:00:00Z');
    const { container } = renderWithProviders(<SpecialHoursSlot place="hours" />);
    await vi.dynamicImportSettled();
    expect(container).toBeEmptyDOMElement();
  });
});
