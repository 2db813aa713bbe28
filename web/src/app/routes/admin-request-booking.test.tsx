// Tests of a booking in its request's view (when, what, where, the answers; Reschedule from the open times, Cancel
// after a confirmation, No-show, Done) and of the client mark with its annual review link, on every request.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestBooking } from '@/features/bookings-staff/types';
import type { RequestDetail } from '@/features/requests/types';
import { renderApp } from '@/testing/render-app';
import { requestDetail } from '@/testing/request-fixtures';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };

const booked: RequestBooking = {
  requestId: 7,
  reference: 'HP-4K7Q2',
  type: 'policy-review',
  title: 'Policy review',
  member: 'eleanor-whitcomb',
  place: 'office',
  start: '2026-12-01T15:00:00Z',
  end: '2026-12-01T15:30:00Z',
  status: 'booked',
  sequence: 0,
  answers: [{ id: 'about', label: 'What would you like to review?', answer: 'Home and auto' }],
};

// The booking kind comes with booking-core's request kinds: the fixture names it as the service will.
const bookingRequest = (change: Partial<RequestDetail> = {}) =>
  requestDetail({ id: 7, kind: 'booking' as RequestDetail['kind'], status: 'booked' as RequestDetail['status'], details: {}, ...change });

function api(request: RequestDetail, more: Record<string, (init?: RequestInit) => Response> = {}) {
  return {
    '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 'csrf-1', role: 'staff', member: null, mustChangePassword: false }),
    '/api/admin/requests/assignees': () => jsonResponse({ assignees: [] }),
    [`/api/admin/requests/${request.id}`]: () => jsonResponse(request),
    '/api/admin/requests/7/booking': () => jsonResponse(booked),
    ...more,
  };
}

const bodies = (calls: unknown[][], url: string) =>
  calls.filter(([u, init]) => u === url && (init as RequestInit | undefined)?.method === 'POST').map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('a booking in its request', { timeout: 30_000 }, () => {
  it('shows when, what, where and the visitor’s answers', async () => {
    stubFetch(api(bookingRequest()));
    renderApp('/admin/requests/7');
    const panel = await screen.findByRole('region', { name: 'Booking' }, slow);
    expect(await within(panel).findByText('Tuesday, December 1, 2026 at 10:00 AM to 10:30 AM')).toBeVisible();
    expect(panel).toHaveTextContent('WhatPolicy review');
    expect(panel).toHaveTextContent('WhereAt the office');
    expect(panel).toHaveTextContent('What would you like to review?Home and auto');
  });

  it('cancels only after the confirmation, and shows the cancelled request', async () => {
    const fetchMock = stubFetch(
      api(bookingRequest(), {
        'POST /api/admin/requests/7/booking': () => jsonResponse(bookingRequest({ status: 'cancelled' as RequestDetail['status'] })),
      }),
    );
    renderApp('/admin/requests/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }, slow));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(bodies(fetchMock.mock.calls, '/api/admin/requests/7/booking')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(bodies(fetchMock.mock.calls, '/api/admin/requests/7/booking')).toEqual([{ action: 'cancel' }]));
    expect(await screen.findByText('The booking was cancelled; the visitor is told.')).toBeVisible();
  });

  it('marks a no-show and done', async () => {
    const fetchMock = stubFetch(
      api(bookingRequest(), { 'POST /api/admin/requests/7/booking': () => jsonResponse(bookingRequest()) }),
    );
    renderApp('/admin/requests/7');
    await userEvent.click(await screen.findByRole('button', { name: 'No-show' }, slow));
    await waitFor(() => expect(bodies(fetchMock.mock.calls, '/api/admin/requests/7/booking')).toEqual([{ action: 'no-show' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(bodies(fetchMock.mock.calls, '/api/admin/requests/7/booking')).toEqual([{ action: 'no-show' }, { action: 'done' }]),
    );
  });

  it('reschedules to an open time chosen from the picker, and shows a taken time’s refusal', async () => {
    let answer = () => jsonResponse({ message: 'That time was just taken: choose another.', nextFree: [] }, { status: 409 });
    const fetchMock = stubFetch({});
    // The picker asks for the week from today, whatever day the test runs: any day's answer is the same here.
    const slotsOf = (url: string) => url.startsWith('/api/booking/slots?type=policy-review&from=');
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (slotsOf(url)) {
        return jsonResponse({ type: 'policy-review', zone: 'America/New_York', next: [], days: [{ date: '2026-12-02', slots: ['2026-12-02T14:00:00Z', '2026-12-02T16:30:00Z'] }, { date: '2026-12-03', slots: [] }] });
      }
      const routes = api(bookingRequest(), { 'POST /api/admin/requests/7/booking': () => answer() }) as Record<string, (i?: RequestInit) => Response>;
      const route = routes[`${init?.method ?? 'GET'} ${url}`] ?? routes[url];
      return route ? route(init) : new Response('Not Found', { status: 404 });
    });
    renderApp('/admin/requests/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }, slow));
    const picker = screen.getByRole('group', { name: 'Choose a new time' });
    await userEvent.click(await within(picker).findByRole('button', { name: '11:30 AM' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Move to Wednesday, December 2, 2026 at 11:30 AM' }));
    expect(await screen.findByText('That time was just taken: choose another.')).toBeVisible();
    answer = () => jsonResponse(bookingRequest());
    await userEvent.click(within(picker).getByRole('button', { name: 'Move to Wednesday, December 2, 2026 at 11:30 AM' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Choose a new time' })).toBeNull());
    const sent = fetchMock.mock.calls
      .filter(([u, init]) => String(u) === '/api/admin/requests/7/booking' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(sent).toEqual([
      { action: 'reschedule', start: '2026-12-02T16:30:00Z' },
      { action: 'reschedule', start: '2026-12-02T16:30:00Z' },
    ]);
  });

  it('has no booking panel on a request of another kind', async () => {
    stubFetch(api(requestDetail({ id: 4 })));
    renderApp('/admin/requests/4');
    await screen.findByRole('region', { name: 'Client' }, slow);
    expect(screen.queryByRole('region', { name: 'Booking' })).toBeNull();
  });
});

describe('the client mark', { timeout: 30_000 }, () => {
  it('marks a client, then offers the annual review link, which is sent', async () => {
    const fetchMock = stubFetch(
      api(requestDetail({ id: 4 }), {
        'POST /api/admin/requests/4/client': (init) =>
          jsonResponse(requestDetail({ id: 4, client: (JSON.parse(String(init?.body)) as { client: boolean }).client })),
        'POST /api/admin/requests/4/review-link': () => new Response(null, { status: 204 }),
      }),
    );
    renderApp('/admin/requests/4');
    const section = await screen.findByRole('region', { name: 'Client' }, slow);
    expect(within(section).queryByRole('button', { name: 'Send annual review link' })).toBeNull();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'A client of the agency' }));
    expect(bodies(fetchMock.mock.calls, '/api/admin/requests/4/client')).toEqual([{ client: true }]);
    await userEvent.click(await within(section).findByRole('button', { name: 'Send annual review link' }));
    expect(await screen.findByText('The annual review link was sent to jane@example.com.')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/admin/requests/4/review-link')).toHaveLength(1);
    expect(within(section).getByRole('checkbox', { name: 'A client of the agency' })).toBeChecked();
  });

  it('says why a client without an e-mail address gets no link', async () => {
    stubFetch(api(requestDetail({ id: 4, client: true, email: '' })));
    renderApp('/admin/requests/4');
    const section = await screen.findByRole('region', { name: 'Client' }, slow);
    expect(section).toHaveTextContent('No e-mail address: the annual review link cannot be sent.');
    expect(within(section).queryByRole('button', { name: 'Send annual review link' })).toBeNull();
  });
});
