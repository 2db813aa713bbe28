// Tests of the staff sign-in page (/admin/login) for a visitor: empty fields are never sent, and a throttled or an
// unreachable sign-in says so in the form's alert.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 5000 };
const THROTTLED = 'Too many failed sign-ins. Try again in a few minutes.';
const visitor = { '/api/auth/session': () => jsonResponse({ message: 'Not signed in' }, { status: 401 }) };

beforeEach(() => {
  injectSiteFactsTag();
});

async function openSignIn() {
  const user = userEvent.setup();
  renderApp('/admin/login');
  const button = await screen.findByRole('button', { name: 'Sign in' }, slow);
  return { user, button };
}

describe('Staff sign-in page', { timeout: 20_000 }, () => {
  it('does not send empty fields and asks for both', async () => {
    const fetchMock = stubFetch(visitor);
    const { user, button } = await openSignIn();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your user name and password.');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/auth/login');
  });

  it('says when signing in is throttled, then when the server cannot be reached', async () => {
    let reachable = true;
    stubFetch({
      ...visitor,
      '/api/auth/login': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return jsonResponse({ message: THROTTLED }, { status: 429, headers: { 'Retry-After': '600' } });
      },
    });
    const { user, button } = await openSignIn();
    await user.type(screen.getByLabelText('User name'), 'someone');
    await user.type(screen.getByLabelText('Password'), 'whatever-it-is');
    await user.click(button);
    expect(await screen.findByText(THROTTLED)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(THROTTLED);

    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const unreachable = 'We could not reach the server. Check your connection and try again.';
    expect(await screen.findByText(unreachable)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(unreachable);
  });
});
