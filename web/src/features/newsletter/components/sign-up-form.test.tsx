// Tests of the sign-up form: a native form that posts without JavaScript (action, fields, token marker, honeypot,
// the page it is on), the consent sentence under the button; with JavaScript the JSON send with an aged form token and
// the answer in place — the 202 sentence, field problems under their fields, a 429's time to wait.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/newsletter/components/sign-up-form';
import type { FormTokens } from '@/features/newsletter/types';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { FORM_TOKEN, NEWSLETTER_COPY, signUpRoutes } from '@/testing/newsletter-fixtures';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const SENT = 'Check your inbox: we sent a link to confirm. Nothing is sent until you click it.';

beforeEach(() => injectSiteFactsTag());

const tokens = (): FormTokens & { forgotten: number } => {
  const source = { forgotten: 0, prefetch: () => {}, ready: async () => FORM_TOKEN, forget: () => void (source.forgotten += 1) };
  return source;
};

async function openPage() {
  renderApp(paths.newsletter.getHref());
  const main = within(await screen.findByRole('main'));
  return within(await main.findByTestId('newsletter-form'));
}

function fillIn(form: ReturnType<typeof within>, email = 'pat@example.com') {
  fireEvent.change(form.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Pat' } });
  fireEvent.click(form.getByRole('checkbox', { name: /Business/ }));
}

const postedBody = (fetchMock: ReturnType<typeof stubFetch>) => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/newsletter/subscribe' && init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('the sign-up form without JavaScript', () => {
  it('is a plain form post to the subscribe address with every field it needs', () => {
    stubFetch(signUpRoutes);
    const { container } = renderWithProviders(<SignUpForm copy={NEWSLETTER_COPY} page={paths.blogPost.getHref('winter-driving')} tokens={tokens()} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/api/newsletter/subscribe');
    expect(form.getAttribute('method')).toBe('post');
    const names = Array.from(form.elements).map((element) => (element as HTMLInputElement).name).filter(Boolean);
    expect(names).toEqual(['email', 'name', 'topics', 'topics', 'page', 'formToken', 'website']);
    expect((form.elements.namedItem('page') as HTMLInputElement).value).toBe(paths.blogPost.getHref('winter-driving'));
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['home-auto', 'business']);
    // The honeypot is out of reach: hidden from assistive technology and the tab order.
    const honeypot = form.elements.namedItem('website') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the consent sentence of the copy under the button', () => {
    stubFetch(signUpRoutes);
    renderWithProviders(<SignUpForm copy={NEWSLETTER_COPY} page="/newsletter" tokens={tokens()} />);
    const consent = screen.getByTestId('newsletter-consent');
    expect(consent).toHaveTextContent(NEWSLETTER_COPY.consentText);
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows each topic’s description only where asked', () => {
    stubFetch(signUpRoutes);
    const { unmount } = renderWithProviders(<SignUpForm copy={NEWSLETTER_COPY} page="/" tokens={tokens()} />);
    expect(screen.queryByText(NEWSLETTER_COPY.topics[1]!.description)).toBeNull();
    unmount();
    renderWithProviders(<SignUpForm copy={NEWSLETTER_COPY} page="/" tokens={tokens()} descriptions />);
    expect(screen.getByText(NEWSLETTER_COPY.topics[1]!.description)).toBeInTheDocument();
  });
});

describe('the sign-up form with JavaScript', () => {
  it('sends JSON with the page, the form token and the empty honeypot, and shows the 202 sentence in place', async () => {
    const fetchMock = stubFetch({ ...signUpRoutes, 'POST /api/newsletter/subscribe': () => jsonResponse({ message: SENT }, { status: 202 }) });
    const form = await openPage();
    fillIn(form);
    fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    const main = within(screen.getByRole('main'));
    expect(await main.findByTestId('newsletter-sent')).toHaveTextContent(SENT);
    expect(main.getByTestId('newsletter-sent')).toHaveAttribute('role', 'status');
    expect(postedBody(fetchMock)).toEqual({
      email: 'pat@example.com', name: 'Pat', topics: ['business'], page: '/newsletter', formToken: FORM_TOKEN, website: '',
    });
  });

  it('shows a refused field’s problem under it, marks it invalid and moves focus there', async () => {
    const problem = 'Please use a personal address: mail to postmaster@ or abuse@ is not read by a person.';
    stubFetch({
      ...signUpRoutes,
      'POST /api/newsletter/subscribe': () => jsonResponse({ message: 'Please check the fields.', errors: { email: problem } }, { status: 422 }),
    });
    const form = await openPage();
    fillIn(form, 'postmaster@example.com');
    fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByText(problem)).toBeInTheDocument();
    const email = form.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(problem);
    expect(form.getByRole('alert')).toHaveTextContent('Please check the fields.');
    await waitFor(() => expect(email).toHaveFocus());
    // What the visitor typed stays.
    expect(email).toHaveValue('postmaster@example.com');
  });

  it('says when to try again after a 429', async () => {
    stubFetch({
      ...signUpRoutes,
      'POST /api/newsletter/subscribe': () =>
        jsonResponse({ message: 'You have signed up several times in a short time.' }, { status: 429, headers: { 'Retry-After': '300' } }),
    });
    const form = await openPage();
    fillIn(form);
    fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('You can try again in about 5 minutes.'));
  });

  it('forgets the form token the service took, and keeps it when nothing was sent', async () => {
    const source = tokens();
    stubFetch({ ...signUpRoutes, 'POST /api/newsletter/subscribe': () => jsonResponse({ message: SENT }, { status: 202 }) });
    renderWithProviders(<SignUpForm copy={NEWSLETTER_COPY} page="/newsletter" tokens={source} />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByTestId('newsletter-sent');
    expect(source.forgotten).toBe(1);
  });

  it('says the site was not reached when no answer came', async () => {
    stubFetch({ ...signUpRoutes, 'POST /api/newsletter/subscribe': () => Promise.reject(new TypeError('Failed to fetch')) });
    const form = await openPage();
    fillIn(form);
    fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('We could not reach our website.'));
  });
});
