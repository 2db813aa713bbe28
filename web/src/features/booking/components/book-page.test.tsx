// Tests of /book and /book/:type: the meeting types, the chosen type's open times, the form (its checks, what it
// sends, the service's field problems), the confirmation, the 409 path with the next free times, and the empty and
// error states of the open times.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { MeetingTypes, Slots } from '@/features/booking/api/booking-api';
import { startOfHash } from '@/features/booking/components/book-page';
import { injectSiteFactsTag, siteFacts } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const TYPES: MeetingTypes = {
  intro: 'Pick a time that suits you to talk with one of our licensed agents.',
  zone: 'America/New_York',
  types: [
    { id: 'quote-call', title: 'Quote call', description: 'A short call.', durationMinutes: 15, places: ['phone'],
      questions: [{ id: 'about', label: 'What would you like to insure?', required: false }] },
    { id: 'policy-review', title: 'Policy review', description: 'A review.', durationMinutes: 30,
      places: ['phone', 'office'], questions: [] },
  ],
};
const SLOTS: Slots = {
  type: 'quote-call',
  zone: 'America/New_York',
  days: [{ date: '2026-12-01', slots: ['2026-12-01T14:00:00Z', '2026-12-01T14:15:00Z'] }],
  next: ['2026-12-01T14:00:00Z'],
};
const SLOTS_URL = '/api/booking/slots?type=quote-call&days=14';
const TOKEN = 'a.b.c';
const BOOKED = { reference: 'HP-4K7Q2', type: 'quote-call', start: '2026-12-01T14:00:00Z', end: '2026-12-01T14:15:00Z',
  place: 'phone', manage: 'manage_token-123' };

function stubService(more: Record<string, (init?: RequestInit) => Response> = {}) {
  return stubFetch({
    '/api/booking/types': () => jsonResponse(TYPES),
    [SLOTS_URL]: () => jsonResponse(SLOTS),
    '/api/requests/settings': () => jsonResponse({ retentionDays: 90, officeMail: false, minimumSeconds: 0 }),
    '/api/requests/form-token': () => jsonResponse({ token: TOKEN }),
    ...more,
  });
}

async function chooseFirstTime() {
  renderApp(paths.bookType.getHref('quote-call'));
  fireEvent.click(await screen.findByRole('button', { name: /^9:00 AM/ }));
  return screen.findByRole('form', { name: 'Your details' });
}

function fillIn(form: HTMLElement) {
  const field = (label: RegExp) => within(form).getByLabelText(label);
  fireEvent.change(field(/Your name/), { target: { value: 'Dana Reyes' } });
  fireEvent.change(field(/E-mail/), { target: { value: 'dana@example.org' } });
  fireEvent.change(field(/Phone/), { target: { value: '203-555-0100' } });
  fireEvent.change(field(/What would you like to insure/), { target: { value: 'Two cars' } });
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

beforeEach(() => injectSiteFactsTag());

describe('booking a call', () => {
  it('lists the meeting types at /book, each leading to its own address', async () => {
    stubService();
    renderApp(paths.book.getHref());
    const kinds = await screen.findByRole('navigation', { name: 'Kinds of call' });
    expect(within(kinds).getByRole('link', { name: /Quote call/ })).toHaveAttribute('href', '/book/quote-call');
    expect(within(kinds).getByRole('link', { name: /Policy review/ })).toHaveAttribute('href', '/book/policy-review');
    expect(screen.getByText(TYPES.intro)).toBeInTheDocument();
  });

  it('asks for the name and e-mail before sending, at the fields', async () => {
    const fetchMock = stubService();
    const form = await chooseFirstTime();
    fireEvent.click(within(form).getByRole('button', { name: 'Book this time' }));
    expect(await within(form).findByLabelText(/Your name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(within(form).getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(fetchMock, 'POST /api/bookings')).toBeUndefined();
  });

  it('books the chosen time and confirms day, time, place and reference, with the invitation mailed', async () => {
    const fetchMock = stubService({ 'POST /api/bookings': () => jsonResponse(BOOKED, { status: 201 }) });
    const form = await chooseFirstTime();
    expect(screen.getByTestId('consent-sentence')).toBeInTheDocument();
    fillIn(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Book this time' }));
    const confirmation = await screen.findByTestId('booking-confirmation');
    expect(within(confirmation).getByRole('heading', { name: 'You’re booked' })).toHaveFocus();
    expect(screen.getByTestId('booked-when')).toHaveTextContent('Tuesday, December 1 at 9:00 AM');
    expect(confirmation).toHaveTextContent('By phone');
    expect(screen.getByTestId('booked-reference')).toHaveTextContent('HP-4K7Q2');
    expect(confirmation).toHaveTextContent('We e-mailed you a calendar invitation');
    expect(within(confirmation).getByRole('link', { name: 'Change or cancel your booking' })).toHaveAttribute(
      'href', '/book/manage#link=manage_token-123');
    expect(bodyOf(fetchMock, 'POST /api/bookings')).toMatchObject({
      type: 'quote-call', start: '2026-12-01T14:00:00Z', place: 'phone', name: 'Dana Reyes', email: 'dana@example.org',
      phone: '203-555-0100', answers: { about: 'Two cars' }, consent: true, formToken: TOKEN, website: '',
    });
  });

  it('shows the service’s field problems at the fields and stays on the form', async () => {
    stubService({ 'POST /api/bookings': () => jsonResponse(
      { message: 'Please check the fields marked.', errors: { phone: 'Enter a 10-digit US phone number.' } }, { status: 422 }) });
    const form = await chooseFirstTime();
    fillIn(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(within(form).getByLabelText(/Phone/)).toHaveAccessibleDescription('Enter a 10-digit US phone number.'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check the fields marked.');
  });

  it('on a 409 says the time was just taken and books one of the next free times instead', async () => {
    let posts = 0;
    const fetchMock = stubService({
      'POST /api/bookings': () => (++posts === 1
        ? jsonResponse({ message: 'That time was just taken. Please pick another.', nextFree: ['2026-12-01T14:15:00Z',
          '2026-12-01T15:00:00Z', '2026-12-02T14:00:00Z'] }, { status: 409 })
        : jsonResponse({ ...BOOKED, start: '2026-12-01T15:00:00Z' }, { status: 201 })),
    });
    const form = await chooseFirstTime();
    fillIn(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Book this time' }));
    const taken = await screen.findByTestId('slot-taken');
    expect(within(taken).getByRole('heading', { name: 'That time was just taken' })).toHaveFocus();
    expect(taken).toHaveTextContent('That time was just taken. Please pick another.');
    const offered = within(taken).getAllByRole('button').map((button) => button.textContent);
    expect(offered.map((text) => text?.split(',').slice(0, 2).join(','))).toEqual(['Tue, Dec 1', 'Tue, Dec 1', 'Wed, Dec 2']);
    fireEvent.click(within(taken).getByRole('button', { name: /^Tue, Dec 1, 10:00 AM/ }));
    expect(await screen.findByTestId('chosen-time')).toHaveTextContent('Tuesday, December 1 at 10:00 AM');
    const again = screen.getByRole('form', { name: 'Your details' });
    fillIn(again);
    fireEvent.click(within(again).getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByTestId('booked-when')).toHaveTextContent('10:00 AM');
    const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/bookings').map(([, init]) => JSON.parse(String(init?.body)).start);
    expect(sent).toEqual(['2026-12-01T14:00:00Z', '2026-12-01T15:00:00Z']);
  });

  it('offers a place choice only for a type with more than one place', async () => {
    stubService({ '/api/booking/slots?type=policy-review&days=14': () => jsonResponse({ ...SLOTS, type: 'policy-review' }) });
    renderApp(paths.bookType.getHref('policy-review'));
    // The type's card names its places as one phrase.
    expect(await screen.findByText(/30 minutes · By phone or at our office/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /^9:00 AM/ }));
    const places = await screen.findByRole('group', { name: 'Where would you like to meet?' });
    expect(within(places).getByRole('radio', { name: 'By phone' })).toBeChecked();
    expect(within(places).getByRole('radio', { name: 'At our office' })).not.toBeChecked();
  });

  it('says when no time is open, with the office phone', async () => {
    stubService({ [SLOTS_URL]: () => jsonResponse({ ...SLOTS, days: Array.from({ length: 14 }, (_, i) => ({
      date: `2026-12-${String(i + 1).padStart(2, '0')}`, slots: [] })), next: [] }) });
    renderApp(paths.bookType.getHref('quote-call'));
    const empty = await screen.findByTestId('no-open-times');
    expect(empty).toHaveTextContent(`No open times in the next 14 days — call us at ${siteFacts.phone}.`);
  });

  it('says when the open times could not be loaded, and tries again', async () => {
    let reads = 0;
    stubService({ [SLOTS_URL]: () => (++reads === 1 ? new Response('down', { status: 503 }) : jsonResponse(SLOTS)) });
    renderApp(paths.bookType.getHref('quote-call'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The open times could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^9:00 AM/ })).toBeInTheDocument();
  });

  it('takes a start chosen in the address after "#start=" only when it is a time', () => {
    expect(startOfHash('#start=2026-12-01T14:00:00Z')).toBe('2026-12-01T14:00:00Z');
    expect(startOfHash('#start=soon')).toBeNull();
    expect(startOfHash('')).toBeNull();
  });
});
