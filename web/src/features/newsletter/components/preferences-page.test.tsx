// Tests of /newsletter/preferences#<token>: read and written with the lasting token in the Authorization header
// (never in an address); the address and its topics; topics saved; "Unsubscribe from everything" and keeping no topic
// each end on the plain confirmation with a way to sign up again; a forged link's page.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { Preferences } from '@/features/newsletter/types';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { NEWSLETTER_COPY, signUpRoutes } from '@/testing/newsletter-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const TOKEN = 'lAsting_0123456789abcdefghij';
const PREFERENCES: Preferences = {
  email: 'pat@example.com', name: 'Pat', topics: ['home-auto'], status: 'subscribed', allTopics: NEWSLETTER_COPY.topics,
};

function openPage(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `${paths.newsletterPreferences.getHref()}${hash}`);
  renderApp(paths.newsletterPreferences.getHref());
}

type Mock = ReturnType<typeof stubFetch>;
const callsTo = (fetchMock: Mock, url: string) => fetchMock.mock.calls.filter(([u]) => u === url);
const authorizationOf = (fetchMock: Mock, url: string) => new Headers(callsTo(fetchMock, url)[0]?.[1]?.headers).get('Authorization');
const neverInAddress = (fetchMock: Mock) => fetchMock.mock.calls.every(([url]) => !String(url).includes(TOKEN));

beforeEach(() => injectSiteFactsTag());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the preferences page', () => {
  it('shows the address and its topics, read with the token in the Authorization header', async () => {
    const fetchMock = stubFetch({ ...signUpRoutes, '/api/newsletter/preferences': () => jsonResponse(PREFERENCES) });
    openPage();
    expect(await screen.findByTestId('preferences-email')).toHaveTextContent('pat@example.com');
    const page = within(screen.getByTestId('newsletter-preferences'));
    expect(page.getByRole('checkbox', { name: /Home & auto/ })).toBeChecked();
    expect(page.getByRole('checkbox', { name: /Business/ })).not.toBeChecked();
    expect(authorizationOf(fetchMock, '/api/newsletter/preferences')).toBe(`Newsletter ${TOKEN}`);
    expect(neverInAddress(fetchMock)).toBe(true);
  });

  it('saves the chosen topics', async () => {
    const fetchMock = stubFetch({
      ...signUpRoutes,
      '/api/newsletter/preferences': () => jsonResponse(PREFERENCES),
      'POST /api/newsletter/preferences': () => jsonResponse({}),
    });
    openPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Business/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my topics' }));
    expect(await screen.findByText('Your topics are saved.')).toBeInTheDocument();
    const post = callsTo(fetchMock, '/api/newsletter/preferences').find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ topics: ['home-auto', 'business'] });
    expect(new Headers(post[1]?.headers).get('Authorization')).toBe(`Newsletter ${TOKEN}`);
  });

  it('unsubscribes from everything and says so plainly, with a way to sign up again', async () => {
    const fetchMock = stubFetch({
      ...signUpRoutes,
      '/api/newsletter/preferences': () => jsonResponse(PREFERENCES),
      'POST /api/newsletter/preferences/unsubscribe': () => jsonResponse({}),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from everything' }));
    const left = await screen.findByTestId('newsletter-unsubscribed');
    expect(left).toHaveTextContent('You are unsubscribed');
    expect(left).toHaveTextContent('pat@example.com will get no more newsletters from us.');
    expect(within(left).getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', paths.newsletter.getHref());
    expect(authorizationOf(fetchMock, '/api/newsletter/preferences/unsubscribe')).toBe(`Newsletter ${TOKEN}`);
    expect(neverInAddress(fetchMock)).toBe(true);
  });

  it('takes keeping no topic as unsubscribing', async () => {
    const fetchMock = stubFetch({
      ...signUpRoutes,
      '/api/newsletter/preferences': () => jsonResponse(PREFERENCES),
      'POST /api/newsletter/preferences': () => jsonResponse({}),
    });
    openPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Home & auto/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my topics' }));
    expect(await screen.findByTestId('newsletter-unsubscribed')).toBeInTheDocument();
    const post = callsTo(fetchMock, '/api/newsletter/preferences').find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ topics: [] });
  });

  it('shows an address already unsubscribed as such', async () => {
    stubFetch({ ...signUpRoutes, '/api/newsletter/preferences': () => jsonResponse({ ...PREFERENCES, status: 'unsubscribed' }) });
    openPage();
    expect(await screen.findByTestId('newsletter-unsubscribed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe from everything' })).toBeNull();
  });

  it('says a forged link is not recognised and changes nothing', async () => {
    const fetchMock = stubFetch({ ...signUpRoutes, '/api/newsletter/preferences': () => jsonResponse({ message: 'Not found.' }, { status: 404 }) });
    openPage();
    const problem = await screen.findByTestId('newsletter-link-problem');
    expect(problem).toHaveAttribute('data-problem', 'unknown');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
