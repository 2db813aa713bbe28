// Tests of the resume page (/request-quote/resume#link=…): the code asked for with a label, the link and code sent,
// the new token kept where the steps read it and the step the visitor stopped at named; a wrong code said at the
// field; an unknown, used or expired link, and an address without a link, each a page of its own showing nothing saved.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { INTAKE_TOKEN_KEY } from '@/lib/intake-token';
import { linkOfHash } from '@/features/intake/components/resume-page';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const LINK = 'Zk3_abcdefghijklmnopqrstuvwxyz0123456789-AB';

function openPage(hash = `#link=${LINK}`) {
  window.history.replaceState(null, '', `${paths.intakeResume.getHref()}${hash}`);
  return renderApp(paths.intakeResume.getHref());
}

async function enterCode(code: string) {
  fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => injectSiteFactsTag());
afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the resume page', () => {
  it('reads the link after "#" only', () => {
    expect(linkOfHash(`#link=${LINK}`)).toBe(LINK);
    expect(linkOfHash('#other=1')).toBe('');
    expect(linkOfHash('')).toBe('');
  });

  it('sends the link with the code, keeps the new token for the steps and knows the step left', async () => {
    const fetchMock = stubFetch({
      'POST /api/intake/resume': () => jsonResponse({ token: 'new-token_0123456789abcdef', step: 'vehicles' }),
    });
    openPage();
    await enterCode('042 917');
    const welcome = await screen.findByTestId('resume-welcome');
    expect(welcome).toHaveTextContent('Welcome back: your answers are open again');
    expect(welcome).toHaveAttribute('data-step', 'vehicles');
    await waitFor(() => expect(welcome).toHaveFocus());
    expect(sessionStorage.getItem(INTAKE_TOKEN_KEY)).toBe('new-token_0123456789abcdef');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/intake/resume')!;
    expect(JSON.parse(String(init?.body))).toEqual({ link: LINK, code: '042917' });
  });

  it('says at the field when the code is not 6 digits, without asking the service', async () => {
    const fetchMock = stubFetch({});
    openPage();
    await enterCode('12a');
    const field = screen.getByLabelText('6-digit code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter the 6 digits/);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/intake/resume')).toEqual([]);
  });

  it("shows the service's sentence at the field for a wrong code, and stays on the form", async () => {
    const message = 'That code does not match. Check the 6 digits shown when you chose "Finish later".';
    stubFetch({ 'POST /api/intake/resume': () => jsonResponse({ message, triesLeft: 3 }, { status: 422 }) });
    openPage();
    await enterCode('111111');
    await waitFor(() => expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(message));
    expect(sessionStorage.getItem(INTAKE_TOKEN_KEY)).toBeNull();
  });

  it.each([
    [404, 'We don’t recognise this link', "We don't recognise this link. Please check that you opened the whole link."],
    [410, 'This link no longer works', 'This link is more than 30 days old and no longer works.'],
    [410, 'This link no longer works', 'This link was already used, or a newer one was sent.'],
  ])('gives a %i its own page, with focus on its heading and nothing saved shown', async (status, heading, message) => {
    stubFetch({ 'POST /api/intake/resume': () => jsonResponse({ message }, { status }) });
    openPage();
    await enterCode('123456');
    const title = await screen.findByRole('heading', { name: heading });
    await waitFor(() => expect(title).toHaveFocus());
    const page = screen.getByTestId('resume-gone');
    expect(page).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Start a new quote request' })).toHaveAttribute('href', paths.requestQuote.getHref());
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    expect(sessionStorage.getItem(INTAKE_TOKEN_KEY)).toBeNull();
  });

  it('explains an address without a link instead of asking for a code', async () => {
    stubFetch({});
    openPage('');
    expect(await screen.findByRole('heading', { name: 'Open the link from our e-mail' })).toBeInTheDocument();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });
});
