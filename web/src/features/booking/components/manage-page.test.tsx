// Tests of /book/manage#link=…: the booking shown, moved to a new time (the new link replacing the spent one after
// "#"), cancelled only after a confirm step; a forged, used or expired link and a booking past the cut-off each a
// page of its own that changes nothing; the link sent in the Authorization header, never in the address.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { ManagedBooking } from '@/features/booking/api/booking-api';
import { injectSiteFactsTag, siteFacts } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const LINK = 'mAnage_0123456789abcdefghijklmnopqrstuvwxyz';
const BOOKING: ManagedBooking = {
  reference: 'HP-4K7Q2', type: 'quote-call', title: 'Quote call', start: '2026-12-01T14:00:00Z',
  end: '2026-12-01T14:15:00Z', place: 'phone', status: 'booked', canChange: true, changeUntil: '2026-12-01T12:00:00Z',
};
const SLOTS = { type: 'quote-call', zone: 'America/New_York', next: [],
  days: [{ date: '2026-12-02', slots: ['2026-12-02T15:00:00Z'] }] };

function openPage(hash = `#link=${LINK}`) {
  window.history.replaceState(null, '', `${paths.bookManage.getHref()}${hash}`);
  return renderApp(paths.bookManage.getHref());
}

const writes = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
const authorizationOf = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  new Headers(fetchMock.mock.calls.find(([u]) => u === url)?.[1]?.headers).get('Authorization');

beforeEach(() => injectSiteFactsTag());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the manage page', () => {
  it('shows the booking read with the link in the Authorization header', async () => {
    const fetchMock = stubFetch({ '/api/booking/manage': () => jsonResponse(BOOKING) });
    openPage();
    expect(await screen.findByTestId('managed-when')).toHaveTextContent('Tuesday, December 1 at 9:00 AM');
    expect(screen.getByTestId('managed-booking')).toHaveTextContent('HP-4K7Q2');
    expect(authorizationOf(fetchMock, '/api/booking/manage')).toBe(`Booking ${LINK}`);
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes(LINK))).toBe(true);
  });

  it('moves the booking to a picked time and keeps the new link after "#"', async () => {
    const moved = { ...BOOKING, start: '2026-12-02T15:00:00Z', manage: 'next_link-0123456789' };
    const fetchMock = stubFetch({
      '/api/booking/manage': () => jsonResponse(BOOKING),
      '/api/booking/slots?type=quote-call&days=14': () => jsonResponse(SLOTS),
      'POST /api/booking/manage/reschedule': () => jsonResponse(moved),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pick a new time' }));
    fireEvent.click(await screen.findByRole('button', { name: /^10:00 AM/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your booking is moved.');
    expect(screen.getByTestId('managed-when')).toHaveTextContent('Wednesday, December 2 at 10:00 AM');
    expect(window.location.hash).toBe('#link=next_link-0123456789');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/booking/manage/reschedule')!;
    expect(JSON.parse(String(init?.body))).toEqual({ start: '2026-12-02T15:00:00Z' });
  });

  it('cancels only after the confirm step', async () => {
    const fetchMock = stubFetch({
      '/api/booking/manage': () => jsonResponse(BOOKING),
      'POST /api/booking/manage/cancel': () => jsonResponse({ ...BOOKING, status: 'cancelled', canChange: false }),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this booking' }));
    expect(writes(fetchMock)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('heading', { name: 'Cancel this booking?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByTestId('booking-cancelled')).toHaveTextContent('Your booking is cancelled');
    expect(writes(fetchMock)).toEqual(['/api/booking/manage/cancel']);
  });

  it.each([
    [404, 'unknown', 'We don’t recognise this link'],
    [410, 'gone', 'This link no longer works'],
  ])('gives a %i link its own page, offering nothing to change', async (status, problem, heading) => {
    const fetchMock = stubFetch({ '/api/booking/manage': () => jsonResponse({ message: 'Refused.' }, { status }) });
    openPage();
    const title = await screen.findByRole('heading', { name: heading });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByTestId('link-refused')).toHaveAttribute('data-problem', problem);
    expect(screen.getByTestId('link-refused')).toHaveTextContent(siteFacts.phone);
    expect(screen.queryByRole('button', { name: 'Cancel this booking' })).toBeNull();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('says to call past the cut-off, offering nothing to change', async () => {
    stubFetch({ '/api/booking/manage': () => jsonResponse({ ...BOOKING, canChange: false }) });
    openPage();
    const page = await screen.findByTestId('link-refused');
    expect(page).toHaveAttribute('data-problem', 'cut-off');
    expect(within(page).getByRole('link', { name: siteFacts.phone })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick a new time' })).toBeNull();
  });

  it('shows the cut-off page when the service refuses a cancellation as too late', async () => {
    const message = `It is less than 2 hours before your call: please call us at ${siteFacts.phone}.`;
    stubFetch({
      '/api/booking/manage': () => jsonResponse(BOOKING),
      'POST /api/booking/manage/cancel': () => jsonResponse({ message }, { status: 409 }),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const page = await screen.findByTestId('link-refused');
    expect(page).toHaveAttribute('data-problem', 'cut-off');
    expect(page).toHaveTextContent(message);
  });

  it('explains an address without a link, asking the service nothing', async () => {
    const fetchMock = stubFetch({});
    openPage('');
    expect(await screen.findByRole('heading', { name: 'Open the link from our e-mail' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/booking'))).toEqual([]);
  });
});
