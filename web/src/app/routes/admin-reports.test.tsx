// Tests of the reports (/admin/reports): the weeks by kind, sources and pages as tables with captions (the page
// named by its post and linked), the median time to first contact in words, the weeks chosen in the address, and
// the empty and error states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_KINDS } from '@/config/request-kinds';
import type { RequestReports } from '@/features/requests/types';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

const slow = { timeout: 15_000 };

const reports: RequestReports = {
  weeks: [
    { start: '2026-11-09', counts: { quote: 3, 'policy-change': 1 } },
    { start: '2026-11-16', counts: { quote: 2 } },
  ],
  sources: [
    { source: 'newsletter', count: 3 },
    { source: 'Direct', count: 2 },
    { source: 'www.google.com', count: 1 },
  ],
  pages: [
    { page: paths.blogPost.getHref('flood-insurance-basics'), title: 'Flood Insurance Basics', count: 4 },
    { page: '/request-quote', title: null, count: 2 },
  ],
  medianFirstContactHours: 3.5,
  total: 6,
  newsletter: {
    sends: [],
    totals: {
      recipients: 0,
      sent: 0,
      pending: 0,
      failed: 0,
      interrupted: 0,
      skipped: 0,
      bounced: 0,
      complained: 0,
      unsubscribed: 0,
    },
  },
};

const session = { '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 't' }) };

const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AdminReportsRoute', { timeout: 30_000 }, () => {
  it('shows the weeks by kind, the sources, the pages by post, and the median time to first contact', async () => {
    stubFetch({ ...session, '/api/admin/requests/reports?weeks=12': () => jsonResponse(reports) });
    renderApp('/admin/reports');
    await screen.findByRole('table', { name: 'Requests per week, by kind' }, slow);
    // A column per declared kind, in the declaration's order (a kind without requests counts 0).
    const byKind = (counts: Record<string, number>) => ALL_KINDS.map((kind) => String(counts[kind.id] ?? 0));
    expect(rowsOf('Requests per week, by kind')).toEqual([
      ['Week of', ...ALL_KINDS.map((kind) => `${kind.title}s`), 'All'],
      ['November 9, 2026', ...byKind({ quote: 3, 'policy-change': 1 }), '4'],
      ['November 16, 2026', ...byKind({ quote: 2 }), '2'],
    ]);
    expect(rowsOf('Requests per week, by kind')[0]).toEqual(
      expect.arrayContaining(['Quote requests', 'Policy change requests']),
    );
    expect(rowsOf('Where requests came from')).toEqual([
      ['Source', 'Requests'],
      ['newsletter', '3'],
      ['Direct', '2'],
      ['www.google.com', '1'],
    ]);
    const pages = within(screen.getByRole('table', { name: 'Pages the requests were sent from' }));
    expect(pages.getByRole('link', { name: 'Flood Insurance Basics' })).toHaveAttribute('href', paths.blogPost.getHref('flood-insurance-basics'));
    expect(pages.getByRole('link', { name: '/request-quote' })).toHaveAttribute('href', '/request-quote');
    expect(screen.getByTestId('median-first-contact')).toHaveTextContent('3.5 hours');
    expect(screen.getByText('6 requests in these weeks')).toBeInTheDocument();
    expect(screen.getByText(/^Measured from each request's first call, text or e-mail logged/)).toBeInTheDocument();
    // The chart: one image named by its caption and summary, a bar a week, the table above as its numbers.
    const chart = screen.getByRole('img', { name: /^Requests per week 6 requests over 2 weeks/ });
    expect(chart).toHaveAccessibleName(
      'Requests per week 6 requests over 2 weeks; the most in the week of November 9, 2026 (4); 2 in the week of ' +
        'November 16, 2026. The table below lists each week by kind.',
    );
    expect([...chart.querySelectorAll('[data-testid="week-bar"]')].map((bar) => bar.getAttribute('data-total'))).toEqual(['4', '2']);
    expect(document.querySelector('script[src^="http"]')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Staff' })).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Reports',
    );
  });

  it('asks for the weeks chosen, keeping them in the address', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...session,
      '/api/admin/requests/reports?weeks=12': () => jsonResponse(reports),
      '/api/admin/requests/reports?weeks=52': () => jsonResponse({ ...reports, total: 40, medianFirstContactHours: 0.5 }),
    });
    const { location } = renderApp('/admin/reports');
    const period = await screen.findByRole('combobox', { name: 'Period' }, slow);
    expect(within(period).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Last 4 weeks',
      'Last 12 weeks',
      'Last 26 weeks',
      'Last 52 weeks',
    ]);
    expect(period).toHaveValue('12');
    await user.selectOptions(period, 'Last 52 weeks');
    expect(location.history?.at(-1)).toBe('/admin/reports?weeks=52');
    expect(await screen.findByText('40 requests in these weeks')).toBeInTheDocument();
    expect(screen.getByTestId('median-first-contact')).toHaveTextContent('30 minutes');
  });

  it('says when there were no requests, and when none was answered yet', async () => {
    stubFetch({
      ...session,
      '/api/admin/requests/reports?weeks=4': () =>
        jsonResponse({ weeks: [], sources: [], pages: [], medianFirstContactHours: null, total: 0 }),
    });
    renderApp('/admin/reports?weeks=4');
    expect(await screen.findByText('No requests in the last 4 weeks.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the reports could not be loaded, with a way to try again', async () => {
    stubFetch({ ...session, '/api/admin/requests/reports?weeks=12': () => jsonResponse({ message: 'Boom' }, { status: 500 }) });
    renderApp('/admin/reports?weeks=7');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The reports could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
