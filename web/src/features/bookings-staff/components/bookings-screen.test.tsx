// Tests of the workspace's Bookings screen: the signed-in member's day (its bookings, the day before and after, an
// owner choosing whose day), the weekly hours editor (the office's hours until set, Monday copied, an overlap shown
// before anything is sent, the service's refusal under its range) and time off (added, listed, removed).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingHours, DayBookings } from '@/features/bookings-staff/types';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };
const MEMBER = 'eleanor-whitcomb';
const HOURS = `/api/admin/booking-hours/${MEMBER}`;
const members = [
  { id: MEMBER, name: 'Eleanor Whitcomb' },
  { id: 'thomas-whitcomb', name: 'Thomas Whitcomb' },
];

const booking = (change: Partial<DayBookings['bookings'][number]> = {}): DayBookings['bookings'][number] => ({
  requestId: 7,
  reference: 'HP-4K7Q2',
  type: 'quote-call',
  title: 'Quote call',
  start: '2026-12-01T15:00:00Z',
  end: '2026-12-01T15:15:00Z',
  place: 'phone',
  status: 'booked',
  name: 'Ada Park',
  phone: '(203) 555-0199',
  member: MEMBER,
  ...change,
});

const day = (date: string, bookings: DayBookings['bookings'], member: string | null = MEMBER): DayBookings => ({
  day: date,
  member,
  bookings,
  members,
});

function api(role: 'owner' | 'staff', more: Record<string, (init?: RequestInit) => Response> = {}) {
  return {
    '/api/auth/session': () =>
      jsonResponse({ username: 'eleanor', csrfToken: 'csrf-1', role, member: MEMBER, mustChangePassword: false }),
    [HOURS]: () => jsonResponse({ member: MEMBER, name: 'Eleanor Whitcomb', week: null } satisfies BookingHours),
    [`${HOURS}/time-off`]: () => jsonResponse({ member: MEMBER, timeOff: [] }),
    ...more,
  };
}

describe('the Bookings screen', { timeout: 30_000 }, () => {
  it('lists the member’s bookings of the day and steps to the next day', async () => {
    const fetchMock = stubFetch(
      api('staff', {
        [`/api/admin/bookings?day=2026-12-01&member=me`]: () =>
          jsonResponse(day('2026-12-01', [booking(), booking({ requestId: 8, name: 'Bo Lee', start: '2026-12-01T19:30:00Z', end: '2026-12-01T20:00:00Z', title: 'Policy review', place: 'office', status: 'cancelled' })])),
        [`/api/admin/bookings?day=2026-12-02&member=me`]: () => jsonResponse(day('2026-12-02', [])),
      }),
    );
    renderApp('/admin/bookings?day=2026-12-01');
    const list = await screen.findByRole('list', { name: 'Bookings' }, slow);
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('10:00 AM–10:15 AM');
    expect(rows[0]).toHaveTextContent('Quote call · Phone call · (203) 555-0199');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Ada Park' })).toHaveAttribute('href', '/admin/requests/7');
    expect(rows[1]).toHaveTextContent('2:30 PM–3:00 PM');
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(screen.getByRole('heading', { name: 'Tuesday, December 1, 2026' })).toBeVisible();
    // A staff account has no choice of whose day it is.
    expect(screen.queryByRole('combobox', { name: 'Whose day' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Next day/ }));
    expect(await screen.findByText('No bookings on this day.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Wednesday, December 2, 2026' })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/bookings?day=2026-12-02&member=me')).toBe(true);
  });

  it('lets an owner switch to another member’s day, whose hours then show', async () => {
    stubFetch(
      api('owner', {
        [`/api/admin/bookings?day=2026-12-01&member=me`]: () => jsonResponse(day('2026-12-01', [booking()])),
        [`/api/admin/bookings?day=2026-12-01&member=thomas-whitcomb`]: () =>
          jsonResponse(day('2026-12-01', [booking({ requestId: 9, name: 'Cy Ward', member: 'thomas-whitcomb' })], 'thomas-whitcomb')),
        '/api/admin/booking-hours/thomas-whitcomb': () =>
          jsonResponse({ member: 'thomas-whitcomb', name: 'Thomas Whitcomb', week: { monday: [{ from: '08:00', to: '11:00' }] } }),
        '/api/admin/booking-hours/thomas-whitcomb/time-off': () => jsonResponse({ member: 'thomas-whitcomb', timeOff: [] }),
      }),
    );
    renderApp('/admin/bookings?day=2026-12-01');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Whose day' }, slow), 'thomas-whitcomb');
    expect(await screen.findByRole('link', { name: 'Cy Ward' })).toBeVisible();
    // Each editor in a card named by its heading: another member's, not "Your ...".
    const hours = await screen.findByRole('region', { name: 'Weekly hours' });
    expect(await within(hours).findByRole('combobox', { name: 'Monday range 1 from' })).toHaveValue('08:00');
    expect(within(screen.getByRole('region', { name: 'Time off' })).getByRole('form', { name: 'Add time off' })).toBeVisible();
  });

  it('starts the hours from the office’s, copies Monday and saves the week', async () => {
    const saved: unknown[] = [];
    stubFetch(
      api('staff', {
        [`/api/admin/bookings?day=2026-12-01&member=me`]: () => jsonResponse(day('2026-12-01', [])),
        [`PUT ${HOURS}`]: (init) => {
          const body = JSON.parse(String(init?.body)) as { week: BookingHours['week'] };
          saved.push(body);
          return jsonResponse({ member: MEMBER, name: 'Eleanor Whitcomb', week: body.week });
        },
      }),
    );
    renderApp('/admin/bookings?day=2026-12-01');
    expect(await screen.findByText(/bookings follow the office's hours/, {}, slow)).toBeVisible();
    const monday = screen.getByRole('listitem', { name: 'Monday' });
    await userEvent.selectOptions(within(monday).getByRole('combobox', { name: 'Monday range 1 to' }), '12:00');
    await userEvent.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
    expect(within(monday).getByRole('combobox', { name: 'Monday range 2 from' })).toHaveValue('13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }));
    expect(screen.getByRole('combobox', { name: 'Friday range 2 to' })).toHaveValue('14:00');
    expect(within(screen.getByRole('listitem', { name: 'Saturday' })).getByText('Unavailable')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const twoRanges = [
      { from: '09:00', to: '12:00' },
      { from: '13:00', to: '14:00' },
    ];
    expect(saved[0]).toEqual({
      week: { monday: twoRanges, tuesday: twoRanges, wednesday: twoRanges, thursday: twoRanges, friday: twoRanges, saturday: [], sunday: [] },
    });
  });

  it('shows an overlap under its range without sending, and the service’s refusal under its own', async () => {
    let puts = 0;
    stubFetch(
      api('staff', {
        [`/api/admin/bookings?day=2026-12-01&member=me`]: () => jsonResponse(day('2026-12-01', [])),
        [`PUT ${HOURS}`]: () => {
          puts += 1;
          return jsonResponse(
            { message: 'The hours were not saved', errors: { 'week.tuesday.0.to': 'Give an end time like 17:00, on the quarter hour.' } },
            { status: 422 },
          );
        },
      }),
    );
    renderApp('/admin/bookings?day=2026-12-01');
    const monday = await screen.findByRole('listitem', { name: 'Monday' }, slow);
    await userEvent.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
    await userEvent.selectOptions(within(monday).getByRole('combobox', { name: 'Monday range 2 from' }), '16:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(within(monday).getByText('These hours overlap another range of the day.')).toBeVisible();
    expect(within(monday).getByRole('combobox', { name: 'Monday range 2 from' })).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toBe(0);
    await userEvent.click(within(monday).getByRole('button', { name: 'Remove Monday range 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    const tuesday = screen.getByRole('listitem', { name: 'Tuesday' });
    expect(await within(tuesday).findByText('Give an end time like 17:00, on the quarter hour.')).toBeVisible();
    expect(puts).toBe(1);
  });

  it('adds time off, lists it and removes it', async () => {
    let timeOff = [{ id: 3, firstDay: '2026-12-24', lastDay: '2026-12-26', note: 'Holidays' }];
    const added: unknown[] = [];
    const removed: string[] = [];
    stubFetch(
      api('staff', {
        [`/api/admin/bookings?day=2026-12-01&member=me`]: () => jsonResponse(day('2026-12-01', [])),
        [`${HOURS}/time-off`]: () => jsonResponse({ member: MEMBER, timeOff }),
        [`POST ${HOURS}/time-off`]: (init) => {
          const body = JSON.parse(String(init?.body)) as { firstDay: string; lastDay: string; note: string };
          added.push(body);
          timeOff = [{ id: 4, ...body }, ...timeOff];
          return jsonResponse({ id: 4, ...body }, { status: 201 });
        },
        [`DELETE ${HOURS}/time-off/3`]: () => {
          removed.push('3');
          timeOff = timeOff.filter((entry) => entry.id !== 3);
          return new Response(null, { status: 204 });
        },
      }),
    );
    renderApp('/admin/bookings?day=2026-12-01');
    const list = await screen.findByRole('list', { name: 'Time off' }, slow);
    expect(list).toHaveTextContent('Thursday, December 24, 2026 to Saturday, December 26, 2026 · Holidays');
    const form = screen.getByRole('form', { name: 'Add time off' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(within(form).getByText('Choose the first day off.')).toBeVisible();
    expect(added).toEqual([]);
    await userEvent.type(within(form).getByLabelText('First day'), '2026-12-07');
    await userEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(added).toEqual([{ firstDay: '2026-12-07', lastDay: '2026-12-07', note: '' }]));
    expect(await within(list).findByText('Monday, December 7, 2026')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove time off from Thursday, December 24, 2026' }));
    await waitFor(() => expect(within(list).queryByText(/December 24/)).toBeNull());
    expect(removed).toEqual(['3']);
  });

  it('tells a staff account linked to no team member why it has no hours', async () => {
    const fetchMock = stubFetch({
      '/api/auth/session': () => jsonResponse({ username: 'clerk', csrfToken: 'csrf-1', role: 'staff', member: null, mustChangePassword: false }),
    });
    renderApp('/admin/bookings?day=2026-12-01');
    expect(await screen.findByText(/not linked to a team member, so it has no bookings or hours/, {}, slow)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your weekly hours' })).toBeNull();
    // No day view to fail: an account of nobody has no day.
    expect(screen.queryByRole('list', { name: 'Bookings' })).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/bookings'))).toBe(false);
  });

  it('is in the workspace navigation', async () => {
    stubFetch(api('staff', { [`/api/admin/bookings?day=2026-12-01&member=me`]: () => jsonResponse(day('2026-12-01', [])) }));
    renderApp('/admin/bookings?day=2026-12-01');
    const nav = await screen.findByRole('navigation', { name: 'Staff' }, slow);
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
  });
});
