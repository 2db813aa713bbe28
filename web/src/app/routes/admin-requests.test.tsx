// Tests of the inbox (/admin/requests): search and filters go to the address (and the API), Back returns to the
// previous ones, paging, rows with every contact method and Overdue, the export keeping the filters, and the
// empty and error states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestList } from '@/features/requests/types';
import { renderApp } from '@/testing/render-app';
import { staffRequest } from '@/testing/request-fixtures';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };

const list = (change: Partial<RequestList> = {}): RequestList => ({
  requests: [
    staffRequest({ id: 7, name: 'Olga Overdue', reference: 'HP-OLGA2', overdue: true, assignee: 'maria' }),
    staffRequest({
      id: 9,
      name: 'Nora New',
      reference: 'HP-N0RA3',
      kind: 'policy-change',
      status: 'in-progress',
      email: '',
      phone: '(203) 555-0199',
      contactPreference: 'text',
      details: { changeKind: 'driver' },
    }),
  ],
  newCount: 1,
  overdueCount: 1,
  renewalCount: 0,
  total: 120,
  page: 1,
  pageSize: 50,
  mailLinks: true,
  ...change,
});

const common = {
  '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 't' }),
  '/api/admin/requests/assignees': () => jsonResponse({ assignees: [{ username: 'maria', displayName: 'Maria Lopez' }] }),
};

const rows = () => screen.getAllByTestId('request-row');

describe('AdminRequestsRoute', { timeout: 30_000 }, () => {
  it('shows each request with its reference, every contact method, owner, status and Overdue first', async () => {
    stubFetch({ ...common, '/api/admin/requests': () => jsonResponse(list()) });
    renderApp('/admin/requests');
    await screen.findByRole('list', { name: 'Requests, overdue first, then newest' }, slow);
    const [overdue, other] = rows();
    const first = within(overdue!);
    expect(first.getByRole('link', { name: 'Olga Overdue' })).toHaveAttribute('href', '/admin/requests/7');
    expect(overdue).toHaveTextContent('HP-OLGA2');
    expect(first.getByText('Overdue')).toBeInTheDocument();
    expect(first.getByRole('list', { name: 'How to reach them' })).toHaveTextContent(
      '203-555-0161' + 'jane@example.com' + 'Prefers an e-mail',
    );
    expect(overdue).toHaveTextContent('Received Nov 16, 2026, 10:14 AM');
    expect(overdue).toHaveTextContent('Assigned to Maria Lopez');
    const second = within(other!);
    expect(second.getByText('In progress')).toBeInTheDocument();
    expect(other).toHaveTextContent('Policy change request HP-N0RA3');
    expect(other).toHaveTextContent('Add or remove a driver');
    expect(second.getByRole('list', { name: 'How to reach them' })).toHaveTextContent('(203) 555-0199Prefers a text message');
    expect(other).toHaveTextContent('Unassigned');
    expect(second.queryByText('Overdue')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pages of requests' })).toHaveTextContent('120 requests · Page 1 of 3');
  });

  it("tells an owner, and only an owner, when the office's e-mails cannot link to requests", async () => {
    const owner = { '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 't', role: 'owner' }) };
    stubFetch({ ...common, ...owner, '/api/admin/requests': () => jsonResponse(list({ mailLinks: false })) });
    const first = renderApp('/admin/requests');
    const notice = await screen.findByTestId('mail-links-notice', {}, slow);
    expect(notice).toHaveTextContent("The office's e-mails cannot link to requests.");
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('set AGENCY_PUBLIC_URL');
    first.unmount();
    stubFetch({ ...common, '/api/admin/requests': () => jsonResponse(list({ mailLinks: false })) });
    const staff = renderApp('/admin/requests');
    await screen.findByRole('list', { name: 'Requests, overdue first, then newest' }, slow);
    expect(screen.queryByTestId('mail-links-notice')).toBeNull();
    staff.unmount();
    stubFetch({ ...common, ...owner, '/api/admin/requests': () => jsonResponse(list()) });
    renderApp('/admin/requests');
    await screen.findByRole('list', { name: 'Requests, overdue first, then newest' }, slow);
    expect(screen.queryByTestId('mail-links-notice')).toBeNull();
  });

  it('puts the search, each filter and the page in the address, asks the API for them, and Back returns', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...common,
      '/api/admin/requests': () => jsonResponse(list()),
      '/api/admin/requests?q=203-555-0161': () => jsonResponse(list()),
      '/api/admin/requests?q=203-555-0161&status=quoted': () => jsonResponse(list()),
      '/api/admin/requests?q=203-555-0161&status=quoted&assignee=none': () => jsonResponse(list()),
      '/api/admin/requests?q=203-555-0161&status=quoted&assignee=none&overdue=1': () => jsonResponse(list()),
      '/api/admin/requests?q=203-555-0161&status=quoted&assignee=none&overdue=1&page=2': () => jsonResponse(list({ page: 2 })),
    });
    const { location } = renderApp('/admin/requests');
    await screen.findByRole('list', { name: /^Requests/ }, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail, phone or reference' }), '203-555-0161{Enter}');
    expect(location.history?.at(-1)).toBe('/admin/requests?q=203-555-0161');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Quoted');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Unassigned');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    const filtered = '/admin/requests?q=203-555-0161&status=quoted&assignee=none&overdue=1';
    expect(location.history?.at(-1)).toBe(filtered);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/requests/export.csv?q=203-555-0161&status=quoted&assignee=none&overdue=1',
    );
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(location.history?.at(-1)).toBe(`${filtered}&page=2`);
    expect(await screen.findByText('120 requests · Page 2 of 3')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/admin/requests${filtered.slice('/admin/requests'.length)}&page=2`, expect.anything());
    // The export takes every page; the page is the address's only.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).not.toContain('page');
    // Each step pushed, none replaced: Back returns to the one before.
    expect(location.history).toEqual([
      '/admin/requests',
      '/admin/requests?q=203-555-0161',
      '/admin/requests?q=203-555-0161&status=quoted',
      '/admin/requests?q=203-555-0161&status=quoted&assignee=none',
      filtered,
      `${filtered}&page=2`,
    ]);
  });

  it('lists the requests back for a re-quote before renewal, with their renewal date', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...common,
      '/api/admin/requests': () => jsonResponse(list()),
      '/api/admin/requests?renewal=1': () =>
        jsonResponse(list({ requests: [staffRequest({ id: 5, name: 'Rita Renews', renewalOn: '2026-12-28' })], total: 1 })),
    });
    const { location } = renderApp('/admin/requests');
    await screen.findByRole('list', { name: /^Requests/ }, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Re-quote before renewal' }));
    expect(location.history?.at(-1)).toBe('/admin/requests?renewal=1');
    expect(await screen.findByText('Current policy renews 2026-12-28')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/requests?renewal=1', expect.anything());
  });

  it('reads its filters from the address, and a changed filter goes back to the first page', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...common,
      '/api/admin/requests?kind=quote&assignee=maria&page=3': () => jsonResponse(list({ page: 3 })),
      '/api/admin/requests?assignee=maria': () => jsonResponse(list()),
    });
    const { location } = renderApp('/admin/requests?kind=quote&assignee=maria&page=3');
    expect(await screen.findByText('120 requests · Page 3 of 3', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('quote');
    expect(await screen.findByRole('option', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('maria');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'All kinds');
    expect(location.history?.at(-1)).toBe('/admin/requests?assignee=maria');
  });

  it('says when nothing matches the search', async () => {
    stubFetch({ ...common, '/api/admin/requests?q=nobody': () => jsonResponse(list({ requests: [], total: 0 })) });
    renderApp('/admin/requests?q=nobody');
    expect(await screen.findByText(/^No requests match/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of requests' })).toBeNull();
    expect(screen.getByRole('searchbox')).toHaveValue('nobody');
  });

  it('says the list could not be loaded, and loads it again on Try again', async () => {
    const user = userEvent.setup();
    const answers = [jsonResponse({ message: 'Database locked' }, { status: 500 }), jsonResponse(list())];
    stubFetch({ ...common, '/api/admin/requests': () => answers.shift()! });
    renderApp('/admin/requests');
    const failure = await screen.findByRole('alert', {}, slow);
    expect(failure).toHaveTextContent('The requests could not be loaded.');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('request-row')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
