// Tests of /book/review#link=…: the form filled in from the client's request, the booking sent with the review link;
// an unknown or spent link a page of its own, asking nothing more of the service.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const LINK = 'review_0123456789abcdefghijklmnopqrstuvwxyz';
const TYPES = {
  intro: '',
  zone: 'America/New_York',
  types: [{ id: 'policy-review', title: 'Policy review', description: '', durationMinutes: 30, places: ['phone', 'office'], questions: [] }],
};
const SLOTS = { type: 'policy-review', zone: 'America/New_York', next: [], days: [{ date: '2026-12-01', slots: ['2026-12-01T14:00:00Z'] }] };

function openPage(hash = `#link=${LINK}`) {
  window.history.replaceState(null, '', `${paths.bookReview.getHref()}${hash}`);
  return renderApp(paths.bookReview.getHref());
}

beforeEach(() => injectSiteFactsTag());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the annual review page', () => {
  it('fills in the form from the link and books the review with it', async () => {
    const fetchMock = stubFetch({
      '/api/booking/review': () => jsonResponse({ name: 'Dana Reyes', email: 'dana@example.org', phone: '203-555-0100', type: 'policy-review' }),
      '/api/booking/types': () => jsonResponse(TYPES),
      '/api/booking/slots?type=policy-review&days=14': () => jsonResponse(SLOTS),
      '/api/requests/settings': () => jsonResponse({ retentionDays: 90, officeMail: false, minimumSeconds: 0 }),
      '/api/requests/form-token': () => jsonResponse({ token: 'a.b.c' }),
      'POST /api/bookings': () =>
        jsonResponse({ reference: 'HP-4K7Q2', type: 'policy-review', start: SLOTS.days[0]!.slots[0], end: '2026-12-01T14:30:00Z', place: 'office', manage: 'm' }, { status: 201 }),
    });
    openPage();
    expect(await screen.findByTestId('review-intro')).toHaveTextContent('Dana Reyes, it’s time for your yearly look');
    fireEvent.click(await screen.findByRole('button', { name: /^9:00 AM/ }));
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(within(form).getByLabelText(/Your name/)).toHaveValue('Dana Reyes');
    expect(within(form).getByLabelText(/E-mail/)).toHaveValue('dana@example.org');
    fireEvent.click(within(form).getByRole('radio', { name: 'At our office' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByTestId('booked-reference')).toHaveTextContent('HP-4K7Q2');
    const review = new Headers(fetchMock.mock.calls.find(([url]) => url === '/api/booking/review')?.[1]?.headers).get('Authorization');
    expect(review).toBe(`Review ${LINK}`);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/bookings')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ type: 'policy-review', place: 'office', review: LINK, name: 'Dana Reyes' });
  });

  it.each([
    [404, 'We don’t recognise this link'],
    [410, 'This link no longer works'],
  ])('gives a %i link its own page and reads no open times', async (status, heading) => {
    const fetchMock = stubFetch({ '/api/booking/review': () => jsonResponse({ message: 'Refused.' }, { status }) });
    openPage();
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/booking/slots'))).toEqual([]);
  });
});
