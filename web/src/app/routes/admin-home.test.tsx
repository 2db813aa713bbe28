// Tests of the staff overview (/admin) and the workspace layout around it: the agency's name, the staff navigation
// with the current screen marked, who is signed in and Sign out, no public header or footer; new requests waiting
// first, how many are overdue, drafts, scheduled posts by when they appear, and the last changes with who made them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectSiteFactsTag, staffSummaries } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { staffRequest } from '@/testing/request-fixtures';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };

// Overdue first, then newest, as the API answers.
const newRequests = [
  staffRequest({ id: 1, name: 'Overdue Olga', reference: 'HP-OLGA2', overdue: true, dueAt: '2026-11-03T15:00:00Z' }),
  staffRequest({ id: 3, name: 'Newest Nora', reference: 'HP-N0RA3', dueAt: '2099-11-21T15:00:00Z' }),
];
const newList = { requests: newRequests, newCount: 2, overdueCount: 1, total: 2, page: 1, pageSize: 50 };

const changes = [
  {
    rev: 'b'.repeat(40),
    at: '2026-11-24T19:30:00Z',
    author: 'maria',
    summary: 'Maria Lopez changed the agency facts',
    message: 'Update site',
    files: ['site.json'],
  },
  {
    rev: 'a'.repeat(40),
    at: '2026-11-01T12:00:00Z',
    author: 'Agency Content Store',
    summary: 'Agency Content Store added the post “A”, the post “B” and 3 more',
    message: 'Import posts',
    files: ['posts/a.json', 'posts/b.json', 'posts/c.json', 'posts/d.json', 'posts/e.json'],
  },
];

const staffApi = {
  '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 't' }),
  '/api/admin/requests?status=new': () => jsonResponse(newList),
  '/api/admin/requests/assignees': () => jsonResponse({ assignees: [] }),
  '/api/admin/blog-posts': () => jsonResponse(staffSummaries),
  '/api/admin/changes?limit=8': () => jsonResponse({ changes }),
};

const panel = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

beforeEach(() => injectSiteFactsTag());

describe('AdminHomeRoute', { timeout: 30_000 }, () => {
  it('sends a visitor to the sign-in page, coming back to the overview', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ message: 'Not signed in' }, { status: 401 }) });
    const { location } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Staff Sign In' }, slow);
    expect(location.history?.at(-1)).toBe('/admin/login?next=%2Fadmin');
  });

  it('shows the workspace layout, not the public one', async () => {
    stubFetch(staffApi);
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, slow);
    const home = screen.getByRole('link', { name: /Harbor Point Insurance Agency/ });
    expect(home).toHaveAttribute('href', '/admin');
    expect(home).toHaveAttribute('aria-current', 'page');
    const nav = within(screen.getByRole('navigation', { name: 'Staff' }));
    expect(await nav.findByTestId('new-request-count')).toHaveTextContent('2 new');
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Requests2 new', '/admin/requests'],
      ['Bookings', '/admin/bookings'],
      ['Reports', '/admin/reports'],
      ['Posts', '/admin/blog-editor'],
      ['Newsletter', '/admin/newsletter'],
      ['Site', '/admin/site'],
      ['Staff', '/admin/staff'],
    ]);
    expect(nav.queryByRole('link', { current: 'page' })).toBeNull();
    expect(screen.getByText(/^Signed in as/)).toHaveTextContent('Signed in as maria');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#workspace-main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'workspace-main');
    // No public header, footer or quote button.
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get a Quote' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: /main/i })).toBeNull();
  });

  it('lists new requests overdue first, drafts, scheduled posts and the last changes', async () => {
    stubFetch(staffApi);
    renderApp('/admin');
    await screen.findByRole('list', { name: 'New requests, overdue first' }, slow);
    const requests = panel('New requests');
    expect(within(requests).getByTestId('panel-count')).toHaveTextContent('2');
    const items = within(requests).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('a')?.textContent)).toEqual(['Overdue Olga', 'Newest Nora']);
    expect(items[0]).toHaveTextContent('Overdue Olga' + 'Overdue' + 'Quote request HP-OLGA2 · Overdue since Nov 3, 2026');
    expect(items[1]).toHaveTextContent('Due Nov 21, 2099, 10:00 AM');
    expect(within(requests).getByRole('link', { name: 'Overdue Olga' })).toHaveAttribute('href', '/admin/requests/1');
    expect(within(requests).getByTestId('overdue-count')).toHaveTextContent(/^1 overdue/);
    expect(within(requests).getByTestId('overdue-count')).toHaveAttribute(
      'href',
      '/admin/requests?status=new&overdue=1',
    );
    expect(within(requests).getByRole('link', { name: 'All new requests' })).toHaveAttribute(
      'href',
      '/admin/requests?status=new',
    );

    const drafts = await screen.findByRole('list', { name: 'Drafts, newest first' });
    expect(within(drafts).getByRole('link', { name: 'Hurricane Prep Checklist' })).toHaveAttribute(
      'href',
      '/admin/blog-editor?slug=hurricane-prep',
    );
    expect(within(panel('Drafts')).getByTestId('panel-count')).toHaveTextContent('1');
    const scheduled = within(panel('Scheduled posts'));
    expect(scheduled.getByRole('link', { name: 'Storm Season Reminders' })).toBeInTheDocument();
    expect(scheduled.getByText(/Appears/)).toHaveTextContent('Appears Dec 1, 2099, 9:00 AM');

    const last = await screen.findByRole('list', { name: 'Last changes, newest first' });
    const rows = within(last).getAllByTestId('change-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Maria Lopez changed the agency factsNov 24, 2026, 2:30 PM',
      expect.stringMatching(/^Agency Content Store added the post “A”, the post “B” and 3 more.*2026/),
    ]);
    // No commit id, file name or upload name reaches the screen.
    expect(last.textContent).not.toMatch(/\.json|[0-9a-f]{7}|Update site/);
  });

  it('marks the current section in the navigation and moves there by keyboard', async () => {
    const user = userEvent.setup();
    stubFetch({ ...staffApi, '/api/admin/requests': () => jsonResponse(newList) });
    const { location } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, slow);
    const requestsLink = within(screen.getByRole('navigation', { name: 'Staff' })).getByRole('link', { name: /Requests/ });
    requestsLink.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Requests' }, slow);
    expect(location.history?.at(-1)).toBe('/admin/requests');
    expect(within(screen.getByRole('navigation', { name: 'Staff' })).getByRole('link', { current: 'page' })).toHaveTextContent(
      /^Requests/,
    );
  });
});
