// Tests of the Newsletter screen (/admin/newsletter): the subscribers (rows, the status filter with counts, the
// filters kept in the address and sent to the API, the empty and error states), Unsubscribe asked first and sent
// with the CSRF token, the CSV import (refused before sending without a consent source; added and skipped lines
// shown), the export link, the sends with their figures, one send's log and Cancel.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { prepareEditorPage, sent } from '@/testing/editor-page';
import { send, sendDetail, subscriber, subscriberList, TOPICS } from '@/testing/newsletter-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };
const SUBSCRIBERS = '/api/admin/newsletter/subscribers';
const session = { '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 'csrf-1' }) };
const base = { ...session, '/api/newsletter/topics': () => jsonResponse(TOPICS) };

beforeEach(() => prepareEditorPage());

describe('AdminNewsletterRoute: subscribers', { timeout: 30_000 }, () => {
  it('lists subscribers with their topics, status, dates and consent source, and counts by status', async () => {
    stubFetch({
      ...base,
      [SUBSCRIBERS]: () =>
        jsonResponse(
          subscriberList([
            subscriber(),
            subscriber({ id: 2, email: 'cy@example.com', name: null, status: 'pending', confirmedAt: null, topics: ['home-auto', 'business'], consent: { source: 'import: Paper sheet at the office, 2026' } }),
          ]),
        ),
    });
    renderApp('/admin/newsletter');
    const rows = await screen.findAllByTestId('subscriber-row', {}, slow);
    expect(rows[0]).toHaveTextContent('ada@example.com');
    expect(rows[0]).toHaveTextContent('Home & auto');
    expect(rows[0]).toHaveTextContent('Subscribed');
    expect(rows[0]).toHaveTextContent('Nov 2, 2026, 10:05 AM');
    expect(rows[0]).toHaveTextContent(`Sign-up form on ${paths.blogPost.getHref('winter-driving-tips')}`);
    expect(rows[1]).toHaveTextContent('Home & auto, Business');
    expect(rows[1]).toHaveTextContent('Not confirmed yet');
    expect(rows[1]).toHaveTextContent('Not yet');
    expect(rows[1]).toHaveTextContent('Imported: Paper sheet at the office, 2026');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All statuses (7)', 'Not confirmed yet (1)', 'Subscribed (4)', 'Unsubscribed (2)', 'Bounced (0)', 'Marked as spam (0)',
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `${SUBSCRIBERS}.csv`);
    // The table scrolls sideways by keyboard on a narrow screen.
    expect(screen.getByRole('region', { name: 'Subscribers' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the search and filters in the address and asks the API for them', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...base,
      [SUBSCRIBERS]: () => jsonResponse(subscriberList([subscriber()])),
      [`${SUBSCRIBERS}?q=ada&status=subscribed&topic=business`]: () => jsonResponse(subscriberList([], { total: 0 })),
    });
    const { location } = renderApp('/admin/newsletter?q=ada&status=subscribed');
    await screen.findByRole('combobox', { name: 'Topic' }, slow);
    expect(screen.getByRole('searchbox', { name: 'Search by e-mail or name' })).toHaveValue('ada');
    // The export takes what the filters find.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `${SUBSCRIBERS}.csv?q=ada&status=subscribed`);
    await screen.findByRole('option', { name: 'Business' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'business');
    expect(await screen.findByText('Nobody matches. Try other words or fewer filters.')).toBeVisible();
    expect(location.history?.at(-1)).toBe('/admin/newsletter?q=ada&status=subscribed&topic=business');
    expect(fetchMock.mock.calls.some(([url]) => url === `${SUBSCRIBERS}?q=ada&status=subscribed&topic=business`)).toBe(true);
  });

  it('says when there is nobody yet, and when the list cannot be loaded', async () => {
    stubFetch({ ...base, [SUBSCRIBERS]: () => jsonResponse(subscriberList([], { total: 0, counts: {} })) });
    const { unmount } = renderApp('/admin/newsletter');
    expect(await screen.findByText(/No subscribers yet/, {}, slow)).toBeVisible();
    unmount();
    stubFetch({ ...base, [SUBSCRIBERS]: () => jsonResponse({ message: 'Down' }, { status: 503 }) });
    renderApp('/admin/newsletter');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('The subscribers could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('unsubscribes someone only once asked, with the session’s CSRF token', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...base,
      [SUBSCRIBERS]: () => jsonResponse(subscriberList([subscriber()])),
      [`POST ${SUBSCRIBERS}/1/status`]: () => jsonResponse({ ...subscriber(), status: 'unsubscribed' }),
    });
    renderApp('/admin/newsletter');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe ada@example.com' }, slow));
    const dialog = screen.getByRole('alertdialog', { name: 'Unsubscribe ada@example.com?' });
    // Cancel has the focus: Enter keeps them subscribed.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(sent(fetchMock, 'POST', `${SUBSCRIBERS}/1/status`).init).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const { init, body } = sent(fetchMock, 'POST', `${SUBSCRIBERS}/1/status`);
    expect(body).toEqual({ status: 'unsubscribed' });
    expect((init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');
    expect(await screen.findByText('ada@example.com will get no more newsletters.')).toBeInTheDocument();
  });

  it('offers no Unsubscribe for someone who already left', async () => {
    stubFetch({ ...base, [SUBSCRIBERS]: () => jsonResponse(subscriberList([subscriber({ status: 'bounced' })])) });
    renderApp('/admin/newsletter');
    await screen.findAllByTestId('subscriber-row', {}, slow);
    expect(screen.queryByRole('button', { name: /^Unsubscribe/ })).toBeNull();
  });
});

describe('AdminNewsletterRoute: import', { timeout: 30_000 }, () => {
  const csv = () => new File(['email,name\nada@example.com,Ada\npostmaster@example.com,\n'], 'sheet.csv', { type: 'text/csv' });

  it('sends nothing without a file, a consent source and a topic, each said under its field', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ ...base, [SUBSCRIBERS]: () => jsonResponse(subscriberList([])) });
    renderApp('/admin/newsletter');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Import subscribers from a CSV file' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose the CSV file to import.')).toBeVisible();
    expect(within(dialog).getByText('Say where these people agreed to get the newsletter.')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one topic to give them.')).toBeVisible();
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    await user.type(within(dialog).getByLabelText(/Where did these people agree/), 'yes');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText(/Say more: where and when they agreed/)).toBeVisible();
    expect(sent(fetchMock, 'POST', `${SUBSCRIBERS}/import`).init).toBeUndefined();
  });

  it('imports with the consent source and topics, then shows who was added and each line skipped', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...base,
      [SUBSCRIBERS]: () => jsonResponse(subscriberList([])),
      [`POST ${SUBSCRIBERS}/import`]: () =>
        jsonResponse({ added: 1, skipped: [{ line: 3, email: 'postmaster@example.com', reason: 'A role address: not read by a person.' }] }),
    });
    renderApp('/admin/newsletter');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Import subscribers from a CSV file' });
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    await user.type(within(dialog).getByLabelText(/Where did these people agree/), 'Paper sign-up sheet at the office, 2026');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Business' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 person added. 1 line skipped:')).toBeVisible();
    const skipped = screen.getByRole('table', { name: 'Lines skipped' });
    expect(skipped).toHaveTextContent('3postmaster@example.comA role address: not read by a person.');
    const { init, body } = sent(fetchMock, 'POST', `${SUBSCRIBERS}/import`);
    expect(body).toEqual({
      csv: 'email,name\nada@example.com,Ada\npostmaster@example.com,\n',
      consentSource: 'Paper sign-up sheet at the office, 2026',
      topics: ['business'],
    });
    expect((init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');
  });
});

describe('AdminNewsletterRoute: sends', { timeout: 30_000 }, () => {
  it('lists each send with its state, times and figures', async () => {
    const nothingYet = { recipients: 0, sent: 0, pending: 0, failed: 0, interrupted: 0, skipped: 0, bounced: 0, complained: 0, unsubscribed: 0 };
    stubFetch({
      ...base,
      '/api/admin/newsletter/sends': () =>
        jsonResponse({ sends: [send(), send({ id: 13, subject: 'Storms', state: 'scheduled', startedAt: null, finishedAt: null, scheduledAt: '2026-12-01T14:00:00Z', figures: nothingYet })] }),
    });
    renderApp('/admin/newsletter?view=sends');
    const rows = await screen.findAllByTestId('send-row', {}, slow);
    // Newest first: the scheduled one is due after the sent one went.
    expect(rows[0]).toHaveTextContent('Storms');
    expect(rows[0]).toHaveTextContent('Scheduled Dec 1, 2026, 9:00 AM');
    const figures = (row: HTMLElement) =>
      Object.fromEntries([...row.querySelectorAll('[data-figure]')].map((cell) => [cell.getAttribute('data-figure'), cell.textContent]));
    expect(figures(rows[1]!)).toEqual({ sent: '37', bounced: '2', complained: '1', unsubscribed: '3', failed: '1', interrupted: '0', skipped: '2' });
    expect(rows[1]).toHaveTextContent('Finished Nov 20, 2026, 9:09 AM');
    expect(within(rows[1]!).getByRole('link', { name: 'Winter Driving Tips' })).toHaveAttribute('href', '/admin/newsletter?view=sends&send=12');
    expect(screen.getByRole('link', { name: 'Sends' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows one send’s per-recipient log, and cancels a send under way only once asked', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...base,
      '/api/admin/newsletter/sends/12': () => jsonResponse(sendDetail({ state: 'sending', finishedAt: null })),
      'POST /api/admin/newsletter/sends/12/cancel': () => jsonResponse(send({ state: 'cancelled' })),
    });
    renderApp('/admin/newsletter?view=sends&send=12');
    const log = await screen.findByRole('table', { name: 'Each recipient' }, slow);
    expect(log).toHaveTextContent('bo@example.comfailed—550 mailbox unavailable · 2 tries');
    expect(log).toHaveTextContent('ada@example.comsentNov 20, 2026, 9:00 AMBounced Nov 20, 2026, 10:00 AM');
    await user.click(screen.getByRole('button', { name: 'Cancel this send' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this send?' });
    expect(dialog).toHaveTextContent('the 37 already sent cannot be called back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the send' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/admin/newsletter/sends/12/cancel').init).toBeDefined());
    expect((sent(fetchMock, 'POST', '/api/admin/newsletter/sends/12/cancel').init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');
  });

  it('offers no Cancel once a send is over', async () => {
    stubFetch({ ...base, '/api/admin/newsletter/sends/12': () => jsonResponse(sendDetail()) });
    renderApp('/admin/newsletter?view=sends&send=12');
    await screen.findByRole('table', { name: 'Each recipient' }, slow);
    expect(screen.queryByRole('button', { name: 'Cancel this send' })).toBeNull();
  });

  it('says how to send a post when nothing was sent yet', async () => {
    stubFetch({ ...base, '/api/admin/newsletter/sends': () => jsonResponse({ sends: [] }) });
    renderApp('/admin/newsletter?view=sends');
    expect(await screen.findByText(/Nothing sent yet/, {}, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'post editor' })).toHaveAttribute('href', '/admin/blog-editor');
  });
});
