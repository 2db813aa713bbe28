// Tests of one request (/admin/requests/{id}): where it came from, related requests, the status select offering
// only the kind's statuses, assigning, a refusal shown beside its control, the note counter and a refused note,
// the timeline in words, and deleting the person's data after asking.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestDetail, TimelineEvent } from '@/features/requests/types';
import { renderApp } from '@/testing/render-app';
import { requestDetail } from '@/testing/request-fixtures';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

const slow = { timeout: 15_000 };

const timeline: TimelineEvent[] = [
  { id: 1, at: '2026-11-16T15:14:00Z', actor: null, type: 'received', data: {} },
  { id: 2, at: '2026-11-16T15:15:00Z', actor: null, type: 'mail-sent', data: { purpose: 'office' } },
  { id: 3, at: '2026-11-16T16:00:00Z', actor: 'maria', type: 'assigned', data: { assignee: 'sam' } },
  { id: 4, at: '2026-11-16T16:05:00Z', actor: 'sam', type: 'status', data: { status: 'contacted', was: 'new' } },
  { id: 5, at: '2026-11-16T16:06:00Z', actor: 'sam', type: 'note', data: { text: 'Called, <b>no</b> answer.\nTry Friday.' } },
];

const quote = requestDetail({
  id: 4,
  source: { page: paths.blogPost.getHref('flood-insurance-basics'), landing: '/', referrerHost: 'www.google.com', utmSource: 'newsletter' },
  related: [{ id: 2, reference: 'HP-EARLY', kind: 'policy-change', status: 'done', createdAt: '2026-11-02T15:00:00Z' }],
  timeline,
});

const api = (request: RequestDetail, writes: Record<string, (init?: RequestInit) => Response> = {}) => ({
  '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 'csrf-1' }),
  '/api/admin/requests/assignees': () =>
    jsonResponse({ assignees: [{ username: 'maria', displayName: 'Maria Lopez' }, { username: 'sam', displayName: 'Sam Reed' }] }),
  ...writes,
  // GET reads the request; a PATCH goes to the write's answer.
  '/api/admin/requests/4': (init?: RequestInit) => (init?.method ? writes['/api/admin/requests/4']!(init) : jsonResponse(request)),
});

const options = (name: string) =>
  within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);

describe('AdminRequestRoute', { timeout: 30_000 }, () => {
  it('shows where it came from and the other requests of the person', async () => {
    stubFetch(api(quote));
    renderApp('/admin/requests/4');
    const source = await screen.findByRole('region', { name: 'Where it came from' }, slow);
    expect(within(source).getByRole('link', { name: paths.blogPost.getHref('flood-insurance-basics') })).toHaveAttribute(
      'href',
      paths.blogPost.getHref('flood-insurance-basics'),
    );
    expect(source).toHaveTextContent('www.google.com');
    expect(source).toHaveTextContent('source newsletter');
    const related = screen.getByRole('region', { name: 'Other requests from this person' });
    expect(within(related).getByRole('link', { name: 'HP-EARLY' })).toHaveAttribute('href', '/admin/requests/2');
    expect(related).toHaveTextContent('Policy change request');
    expect(related).toHaveTextContent('Done');
  });

  it('says "Not recorded" for a source the form did not know, and lists no related requests when none', async () => {
    stubFetch(api(requestDetail({ id: 4 })));
    renderApp('/admin/requests/4');
    const source = await screen.findByRole('region', { name: 'Where it came from' }, slow);
    expect(within(source).getAllByText('Not recorded')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Other requests from this person' })).toBeNull();
  });

  it('reads the timeline oldest first, in words, with who and when in the office time', async () => {
    stubFetch(api(quote));
    renderApp('/admin/requests/4');
    await screen.findByText(/^Assigned to Sam Reed/, {}, slow);
    const entries = screen.getAllByTestId('timeline-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Request receivedNov 16, 2026, 10:14 AM',
      'The e-mail to the office was sentNov 16, 2026, 10:15 AM',
      'Assigned to Sam Reed by Maria LopezNov 16, 2026, 11:00 AM',
      'Status changed from New to Contacted by Sam ReedNov 16, 2026, 11:05 AM',
      'Note by Sam ReedNov 16, 2026, 11:06 AMCalled, <b>no</b> answer.\nTry Friday.',
    ]);
  });

  it('offers only the statuses of the kind, and saves a status and an owner with the CSRF token', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const fetchMock = stubFetch(
      api(quote, {
        '/api/admin/requests/4': (init) => {
          const change = JSON.parse(String(init?.body)) as Record<string, unknown>;
          sent.push(change);
          return jsonResponse({ ...quote, ...change });
        },
      }),
    );
    renderApp('/admin/requests/4');
    await screen.findByRole('combobox', { name: 'Status' }, slow);
    expect(options('Status')).toEqual(['New', 'Started', 'Contacted', 'Ready to quote', 'Quoted', 'Won', 'Lost', 'Spam']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Quoted');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('quoted');
    await screen.findByRole('option', { name: 'Sam Reed' });
    expect(options('Assigned to')).toEqual(['Unassigned', 'Maria Lopez', 'Sam Reed']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Sam Reed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Unassigned');
    expect(sent).toEqual([{ status: 'quoted' }, { assignee: 'sam' }, { assignee: null }]);
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[1]?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
  });

  it('offers a policy change its own statuses', async () => {
    stubFetch(api(requestDetail({ id: 4, kind: 'policy-change', details: {} })));
    renderApp('/admin/requests/4');
    await screen.findByRole('combobox', { name: 'Status' }, slow);
    expect(options('Status')).toEqual(['New', 'In progress', 'Done', 'Spam']);
  });

  it('shows the refusal beside the control it names', async () => {
    const user = userEvent.setup();
    stubFetch(
      api(quote, {
        '/api/admin/requests/4': () =>
          jsonResponse(
            { message: 'The change was refused', errors: { assignee: 'Sam Reed is not an active staff member.' } },
            { status: 422 },
          ),
      }),
    );
    renderApp('/admin/requests/4');
    await screen.findByRole('option', { name: 'Sam Reed' }, slow);
    const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
    await user.selectOptions(assignee, 'Sam Reed');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sam Reed is not an active staff member.');
    expect(assignee).toHaveAttribute('aria-invalid', 'true');
    expect(assignee).toHaveAccessibleDescription('Sam Reed is not an active staff member.');
    expect(screen.getByRole('combobox', { name: 'Status' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('AdminRequestRoute notes', { timeout: 30_000 }, () => {
  it('counts the characters, refuses an empty or too long note, and adds one', async () => {
    const user = userEvent.setup();
    const added = requestDetail({
      ...quote,
      timeline: [...timeline, { id: 6, at: '2026-11-16T17:00:00Z', actor: 'maria', type: 'note', data: { text: 'Quoted $900.' } }],
    });
    const fetchMock = stubFetch(api(quote, { '/api/admin/requests/4/notes': () => jsonResponse(added, { status: 201 }) }));
    renderApp('/admin/requests/4');
    const box = await screen.findByRole('textbox', { name: 'Note' }, slow);
    const add = screen.getByRole('button', { name: 'Add note' });
    expect(box).toHaveAccessibleDescription('0 of 5,000 characters');
    expect(add).toBeDisabled();
    await user.click(box);
    await user.paste('x'.repeat(5002));
    expect(box).toHaveAccessibleDescription('2 characters too many (at most 5,000)');
    expect(add).toBeDisabled();
    await user.clear(box);
    await user.type(box, '  Quoted $900. ');
    expect(box).toHaveAccessibleDescription('12 of 5,000 characters');
    await user.click(add);
    expect(await screen.findByText('Quoted $900.', { selector: 'p' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/admin/requests/4/notes');
    expect(post?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ text: 'Quoted $900.' }) });
  });

  it('shows the service refusing a note under the box, and keeps the text', async () => {
    const user = userEvent.setup();
    stubFetch(
      api(quote, {
        '/api/admin/requests/4/notes': () =>
          jsonResponse({ message: 'Check the note', errors: { text: 'A note takes at most 5,000 characters.' } }, { status: 422 }),
      }),
    );
    renderApp('/admin/requests/4');
    const box = await screen.findByRole('textbox', { name: 'Note' }, slow);
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A note takes at most 5,000 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('Hello');
  });
});

describe("AdminRequestRoute deleting the person's data", { timeout: 30_000 }, () => {
  it('asks first, naming what goes; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(api(quote));
    renderApp('/admin/requests/4');
    await user.click(await screen.findByRole('button', { name: "Delete this person's data" }, slow));
    const dialog = screen.getByRole('alertdialog', { name: "Delete this person's data?" });
    expect(dialog).toHaveTextContent(
      'Every request, note and queued e-mail from jane@example.com or 203-555-0161 will be deleted, this one included.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes with the CSRF token, then goes back to the inbox and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...api(quote),
      '/api/admin/requests/4/person': () => jsonResponse({ forgotten: 3 }),
      '/api/admin/requests': () => jsonResponse({ requests: [], newCount: 0, overdueCount: 0, total: 0, page: 1, pageSize: 50 }),
    });
    const { location } = renderApp('/admin/requests/4');
    await user.click(await screen.findByRole('button', { name: "Delete this person's data" }, slow));
    await user.click(screen.getByRole('button', { name: 'Delete their data' }));
    await screen.findByRole('heading', { level: 1, name: 'Requests' });
    expect(location.history?.at(-1)).toBe('/admin/requests');
    expect(await screen.findByText("The person's data was deleted (3 requests).")).toBeInTheDocument();
    const remove = fetchMock.mock.calls.find(([url]) => url === '/api/admin/requests/4/person');
    expect(remove?.[1]).toMatchObject({ method: 'DELETE', headers: { 'X-CSRF-Token': 'csrf-1' } });
  });

  it('keeps the question open with the reason when the deletion fails', async () => {
    const user = userEvent.setup();
    stubFetch({ ...api(quote), '/api/admin/requests/4/person': () => jsonResponse({ message: 'Database locked' }, { status: 503 }) });
    renderApp('/admin/requests/4');
    await user.click(await screen.findByRole('button', { name: "Delete this person's data" }, slow));
    await user.click(screen.getByRole('button', { name: 'Delete their data' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The data could not be deleted: Database locked');
  });
});
