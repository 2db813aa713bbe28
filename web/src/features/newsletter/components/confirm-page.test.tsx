// Tests of /newsletter/confirm#<token>: the token POSTed in the body (never in an address), "You're subscribed" with
// the topics' titles; an expired link's page with the sign-up form again; a forged link's page; no token at all.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { signUpRoutes } from '@/testing/newsletter-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const TOKEN = 'cOnfirm_0123456789abcdefghij';
const EXPIRED = 'This link has expired. Sign up again and we will send a new one.';

function openPage(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `${paths.newsletterConfirm.getHref()}${hash}`);
  renderApp(paths.newsletterConfirm.getHref());
}

beforeEach(() => injectSiteFactsTag());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the confirm page', () => {
  it('POSTs the token and says subscribed, with the topics’ titles', async () => {
    const fetchMock = stubFetch({
      ...signUpRoutes,
      'POST /api/newsletter/confirm': () => jsonResponse({ email: 'pat@example.com', topics: ['home-auto', 'business'] }),
    });
    openPage();
    const subscribed = await screen.findByTestId('newsletter-subscribed');
    expect(within(subscribed).getByRole('heading', { level: 2 })).toHaveTextContent('You’re subscribed');
    expect(await within(subscribed).findByText('Home & auto and Business')).toBeInTheDocument();
    expect(subscribed).toHaveTextContent('pat@example.com');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/newsletter/confirm')!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes(TOKEN))).toBe(true);
    // Confirmed once, however often the page renders.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/newsletter/confirm')).toHaveLength(1);
  });

  it('shows an expired link’s sentence and the sign-up form to start again', async () => {
    stubFetch({ ...signUpRoutes, 'POST /api/newsletter/confirm': () => jsonResponse({ message: EXPIRED }, { status: 410 }) });
    openPage();
    const problem = await screen.findByTestId('newsletter-link-problem');
    expect(problem).toHaveAttribute('data-problem', 'expired');
    expect(problem).toHaveTextContent('This link has expired');
    expect(problem).toHaveTextContent(EXPIRED);
    const form = await within(problem).findByTestId('newsletter-form');
    expect((form as HTMLFormElement).elements.namedItem('page')).toHaveValue(paths.newsletterConfirm.getHref());
  });

  it('says a forged link is not recognised and offers the sign-up page', async () => {
    stubFetch({ ...signUpRoutes, 'POST /api/newsletter/confirm': () => jsonResponse({ message: 'Not found.' }, { status: 404 }) });
    openPage();
    const problem = await screen.findByTestId('newsletter-link-problem');
    expect(problem).toHaveAttribute('data-problem', 'unknown');
    expect(within(problem).getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', paths.newsletter.getHref());
    expect(within(problem).queryByTestId('newsletter-form')).toBeNull();
  });

  it('asks for the whole link when the address has no token, and sends nothing', async () => {
    const fetchMock = stubFetch(signUpRoutes);
    openPage('');
    expect(await screen.findByTestId('newsletter-link-problem')).toHaveAttribute('data-problem', 'missing');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/newsletter/confirm')).toBe(false);
  });
});
