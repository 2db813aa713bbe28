// Tests of the Staff screen (/admin/staff): an owner sees the accounts, adds one and sees its temporary password once,
// disables and resets with a question first, and reads the service's refusal; a member who is not an owner is
// never asked for the list and gets their own account and the password form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffAccount } from '@/features/staff-accounts/types';
import { injectSiteFactsTag, staffAccount as account } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };

const session = (role: 'owner' | 'staff') => () =>
  jsonResponse({ username: 'olga', csrfToken: 't', role, mustChangePassword: false });

/** The API of an owner's Staff screen, recording the writes; `accounts` is what the list answers now. */
function ownerApi(accounts: StaffAccount[], answers: Record<string, (init?: RequestInit) => Response> = {}) {
  const writes: { url: string; method?: string; body: unknown; token: string | null }[] = [];
  const record = (url: string, answer: (body: unknown) => Response) => (init?: RequestInit) => {
    const body: unknown = JSON.parse(String(init?.body ?? 'null'));
    writes.push({ url, method: init?.method, body, token: new Headers(init?.headers).get('X-CSRF-Token') });
    return answer(body);
  };
  const fetchMock = stubFetch({
    '/api/auth/session': session('owner'),
    '/api/admin/requests?status=new': () => jsonResponse({ requests: [], newCount: 0 }),
    '/api/admin/staff': (init) =>
      init?.method === 'POST'
        ? record('/api/admin/staff', () =>
            jsonResponse({ ...account('sam'), mustChangePassword: true, temporaryPassword: 'Tmp-Secret-123' }, { status: 201 }),
          )(init)
        : jsonResponse(accounts),
    ...Object.fromEntries(Object.entries(answers).map(([url, answer]) => [url, record(url, () => answer())])),
  });
  return { writes, fetchMock };
}

/** The list's row of an account, found by the name it starts with. */
const row = (username: string) =>
  screen.getAllByTestId('staff-account').find((item) => item.querySelector('p > span')?.textContent === username)!;

beforeEach(() => injectSiteFactsTag());

describe('AdminStaffRoute', { timeout: 30_000 }, () => {
  it('lists the accounts with role, state and a temporary password to change', async () => {
    ownerApi([account('olga', { role: 'owner' }), account('pat', { disabled: true }), account('sam', { mustChangePassword: true })]);
    renderApp('/admin/staff');
    await screen.findByRole('list', { name: 'Staff accounts' }, slow);
    expect(within(row('olga')).getByText('(you)')).toBeInTheDocument();
    expect(within(row('olga')).getByText('Owner')).toBeInTheDocument();
    expect(within(row('olga')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Make staff olga']);
    expect(within(row('pat')).getByText('Disabled')).toBeInTheDocument();
    expect(within(row('pat')).getByRole('button', { name: 'Enable pat' })).toBeInTheDocument();
    expect(within(row('sam')).getByText('Active')).toBeInTheDocument();
    expect(within(row('sam')).getByText('Must change password')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Staff' }));
    expect(nav.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
  });

  it('links an account to the team member it writes as, or to none', async () => {
    const user = userEvent.setup();
    const authors = [{ id: 'thomas-whitcomb', name: 'Thomas Whitcomb', role: 'Agent' }];
    const { writes } = ownerApi([account('olga', { role: 'owner' }), account('tom', { member: 'thomas-whitcomb' })], {
      '/api/admin/staff/olga': () => jsonResponse({ ...account('olga', { role: 'owner', member: 'thomas-whitcomb' }) }),
      '/api/admin/staff/tom': () => jsonResponse({ ...account('tom'), temporaryPassword: null }),
      '/api/authors': () => jsonResponse(authors),
    });
    renderApp('/admin/staff');
    await screen.findByRole('list', { name: 'Staff accounts' }, slow);
    const tom = within(row('tom')).getByRole('combobox', { name: 'Team member tom writes as' });
    await waitFor(() => expect(tom).toHaveDisplayValue('Thomas Whitcomb, Agent'));
    expect(within(row('olga')).getByRole('combobox', { name: 'Team member olga writes as' })).toHaveDisplayValue('None');
    await user.selectOptions(tom, 'None');
    await user.selectOptions(within(row('olga')).getByRole('combobox'), 'Thomas Whitcomb, Agent');
    const patches = () => writes.filter(({ method }) => method === 'PATCH');
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches().map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: '/api/admin/staff/tom', method: 'PATCH', body: { member: null } },
      { url: '/api/admin/staff/olga', method: 'PATCH', body: { member: 'thomas-whitcomb' } },
    ]);
  });

  it('adds staff and shows the temporary password once, with the warning', async () => {
    const user = userEvent.setup();
    const { writes } = ownerApi([account('olga', { role: 'owner' })]);
    renderApp('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Add staff' }, slow));
    const form = within(screen.getByRole('dialog', { name: 'Add staff' }));
    await user.type(form.getByLabelText('User name'), 'Sam Lee');
    await user.click(form.getByRole('button', { name: 'Add with a temporary password' }));
    expect(form.getByText(/^Not a user name this site takes/)).toBeInTheDocument();
    expect(writes).toEqual([]);

    // Typed with a capital, the name is taken in lowercase, not refused.
    await user.clear(form.getByLabelText('User name'));
    await user.type(form.getByLabelText('User name'), 'Sam');
    await user.click(form.getByRole('button', { name: 'Add with a temporary password' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Temporary password for sam' }));
    expect(writes).toEqual([{ url: '/api/admin/staff', method: 'POST', body: { username: 'sam', role: 'staff' }, token: 't' }]);
    expect(shown.getByTestId('temporary-password')).toHaveTextContent('Tmp-Secret-123');
    expect(shown.getByText(/will not be shown again/)).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copy password' })).toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Tmp-Secret-123')).toBeNull();
  });

  it('invites a colleague by e-mail, and says which setting is missing when the service cannot', async () => {
    const user = userEvent.setup();
    const answers = [
      () => jsonResponse({ message: 'Invites are sent as a link to this site, and the service does not know its address: set AGENCY_PUBLIC_URL (like https://www.example.com) and restart.' }, { status: 409 }),
      () => jsonResponse({ username: 'dana', email: 'dana@example.com', expiresAt: '2026-12-01T12:00:00+00:00' }, { status: 201 }),
    ];
    const { writes } = ownerApi([account('olga', { role: 'owner' })], { '/api/admin/staff/invites': () => answers.shift()!() });
    renderApp('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Add staff' }, slow));
    const form = within(screen.getByRole('dialog', { name: 'Add staff' }));
    await user.type(form.getByLabelText('User name'), 'Dana');
    await user.type(form.getByLabelText('E-mail address'), 'dana@example.com');
    await user.click(form.getByRole('button', { name: 'Send invite' }));
    expect(await form.findByText(/set AGENCY_PUBLIC_URL/)).toBeInTheDocument();
    expect(form.getByLabelText('User name')).not.toHaveAttribute('aria-invalid');

    await user.click(form.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite sent to dana@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add staff' })).toBeNull();
    expect(writes.map(({ url, body }) => [url, body])).toEqual([
      ['/api/admin/staff/invites', { username: 'dana', email: 'dana@example.com', role: 'staff' }],
      ['/api/admin/staff/invites', { username: 'dana', email: 'dana@example.com', role: 'staff' }],
    ]);
    expect(screen.queryByText(/Temporary password/)).toBeNull();
  });

  it('shows a user name taken beside the field', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/session': session('owner'),
      '/api/admin/requests?status=new': () => jsonResponse({ requests: [], newCount: 0 }),
      '/api/admin/staff': (init) =>
        init?.method === 'POST'
          ? jsonResponse({ message: "A staff member named 'olga' already exists" }, { status: 409 })
          : jsonResponse([account('olga', { role: 'owner' })]),
    });
    renderApp('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Add staff' }, slow));
    const form = within(screen.getByRole('dialog', { name: 'Add staff' }));
    await user.type(form.getByLabelText('User name'), 'olga');
    await user.click(form.getByRole('button', { name: 'Add with a temporary password' }));
    expect(await form.findByText("A staff member named 'olga' already exists")).toBeInTheDocument();
    expect(form.getByLabelText('User name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables an account after asking, and resets a password to one shown once', async () => {
    const user = userEvent.setup();
    const { writes } = ownerApi([account('olga', { role: 'owner' }), account('sam')], {
      '/api/admin/staff/sam': () => jsonResponse({ ...account('sam'), temporaryPassword: 'Reset-Secret-456' }),
    });
    renderApp('/admin/staff');
    await screen.findByRole('list', { name: 'Staff accounts' }, slow);
    await user.click(within(row('sam')).getByRole('button', { name: 'Disable sam' }));
    const question = within(screen.getByRole('alertdialog', { name: 'Disable sam?' }));
    expect(question.getByText(/signed out everywhere at once/)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(question.getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes.at(-1)).toMatchObject({ method: 'PATCH', body: { disabled: true }, token: 't' });

    await user.click(within(row('sam')).getByRole('button', { name: 'Reset password sam' }));
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Temporary password for sam' }));
    expect(shown.getByTestId('temporary-password')).toHaveTextContent('Reset-Secret-456');
    expect(writes.at(-1)).toMatchObject({ body: { resetPassword: true } });
  });

  it('keeps the question open with the service’s words when it refuses', async () => {
    const user = userEvent.setup();
    const lastOwner = 'This is the last owner who can sign in: make another staff member an owner first';
    stubFetch({
      '/api/auth/session': session('owner'),
      '/api/admin/requests?status=new': () => jsonResponse({ requests: [], newCount: 0 }),
      '/api/admin/staff': () => jsonResponse([account('olga', { role: 'owner' })]),
      '/api/admin/staff/olga': () => jsonResponse({ message: lastOwner }, { status: 409 }),
    });
    renderApp('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Make staff olga' }, slow));
    const question = within(screen.getByRole('alertdialog', { name: 'Make yourself staff?' }));
    await user.click(question.getByRole('button', { name: 'Make staff' }));
    expect(await question.findByRole('alert')).toHaveTextContent(lastOwner);
  });

  it('shows a member who is not an owner their own account, never asking for the list', async () => {
    const fetchMock = stubFetch({
      '/api/auth/session': session('staff'),
      '/api/admin/requests?status=new': () => jsonResponse({ requests: [], newCount: 0 }),
    });
    renderApp('/admin/staff');
    expect(await screen.findByText(/Only an owner of the agency adds staff/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Staff accounts' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add staff' })).toBeNull();
    const yours = within(screen.getByRole('region', { name: 'Your account' }));
    expect(yours.getByText('olga')).toBeInTheDocument();
    expect(yours.getByLabelText('Current password')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/staff');
  });

  it('says when the list could not be loaded, with a way to try again', async () => {
    stubFetch({
      '/api/auth/session': session('owner'),
      '/api/admin/requests?status=new': () => jsonResponse({ requests: [], newCount: 0 }),
      '/api/admin/staff': () => jsonResponse({ message: 'The server is busy.' }, { status: 503 }),
    });
    renderApp('/admin/staff');
    const failure = (await screen.findByText(/The staff accounts could not be loaded/, {}, slow)).closest('[role="alert"]');
    expect(failure).toHaveTextContent('The staff accounts could not be loaded. Loading them did not happen: The server is busy.');
    expect(within(failure as HTMLElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a member with a temporary password here from any screen, and to the overview once it is changed', async () => {
    const user = userEvent.setup();
    let mustChange = true;
    const posted: unknown[] = [];
    const fetchMock = stubFetch({
      '/api/auth/session': () =>
        jsonResponse({ username: 'sam', csrfToken: 't', role: 'staff', mustChangePassword: mustChange }),
      '/api/auth/password': (init) => {
        const body = JSON.parse(String(init?.body)) as { current: string };
        if (body.current !== 'Tmp-Secret-123') return jsonResponse({ message: 'The current password is wrong' }, { status: 422 });
        posted.push(body);
        mustChange = false;
        return new Response(null, { status: 204 });
      },
      '/api/admin/requests?status=new': () => jsonResponse({ requests: [], newCount: 0 }),
      '/api/admin/blog-posts': () => jsonResponse([]),
      '/api/admin/changes?limit=8': () => jsonResponse({ changes: [] }),
    });
    const { location } = renderApp('/admin/requests');
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Password' }, slow);
    expect(location.history?.at(-1)).toBe('/admin/staff');
    expect(screen.getByRole('note')).toHaveTextContent('nothing else in the workspace works until you do');
    // Nothing the service would refuse is asked for meanwhile.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/requests?status=new');
    // Being sent here is a navigation: focus moves to the page's heading once the focusing code has loaded. Typing
    // starts after that, as a person's does (typed before, the keys after the move went to the heading).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Password' })).toHaveFocus(), slow);

    await user.type(screen.getByLabelText('Temporary password'), 'wrong-one');
    expect(screen.getByLabelText('Temporary password')).toHaveValue('wrong-one');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 10 characters, and not the password you have now. Use at least 10 characters (this one has 5).',
    );

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'my-own-password');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'my-own-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong', {}, slow)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Temporary password'));
    await user.type(screen.getByLabelText('Temporary password'), 'Tmp-Secret-123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, slow);
    expect(location.history?.at(-1)).toBe('/admin');
    expect(posted).toEqual([{ current: 'Tmp-Secret-123', new: 'my-own-password' }]);
  });
});
