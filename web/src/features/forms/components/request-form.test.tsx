// Tests of the agency's own request forms rendered in the browser: labels on every field, the service's sentences
// beside the fields before sending, a JSON post with a fresh token, the confirmation in place, and the service's
// refusals shown in plain words.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { replyPromise } from '@/config/answer-time';
import { FIELD_MESSAGES } from '@/config/request-fields';
import { declaredField, kindOf } from '@/config/request-kinds';
import { KindRequestForm } from '@/features/forms/components/kind-request-form';
import { postedRequestKey } from '@/features/forms/lib/posted-request';
import { recordPageView } from '@/features/forms/lib/visit-record';
import { createQueryClient } from '@/lib/query-client';
import { injectSiteFactsTag, siteFacts } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const problemOf = (name: string) => declaredField(name).problem ?? '';
const quote = kindOf('quote')!;
const policyChange = kindOf('policy-change')!;

const TOKEN = '1763300000000.abcdefgh.signature';
// No minimum in these tests: the form waits only the margin before sending.
const settings = { retentionDays: 90, officeMail: false, minimumSeconds: 0 };

function stubService(answer: () => Response) {
  return stubFetch({
    '/api/requests/settings': () => jsonResponse(settings),
    '/api/requests/form-token': () => jsonResponse({ token: TOKEN, minimumSeconds: 0 }),
    '/api/requests': answer,
  });
}

/** The JSON bodies posted to /api/requests. */
function sentBodies(fetchMock: ReturnType<typeof stubFetch>): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/requests' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

function fillQuote() {
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Jane Doe' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(203) 555-0199' } });
  fireEvent.click(screen.getByLabelText('Auto'));
  fireEvent.click(screen.getByLabelText('Flood'));
  fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '06460' } });
}

/** Render a form once the service's settings (with this test's zero minimum) have arrived. */
async function renderLoaded(form: ReactElement) {
  renderWithProviders(form);
  await screen.findByText(/deleted 90 days after they were sent/);
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my quote request' }));

beforeEach(() => {
  injectSiteFactsTag();
});

describe('KindRequestForm of a quote', () => {
  it('shows a refused plain post again: the answers in the fields, the problems beside them, a notice above', async () => {
    stubService(() => jsonResponse({}, { status: 500 }));
    const queryClient = createQueryClient();
    const values = { name: '<b>Ann</b>', phone: '555-0199', contactPreference: 'text', coverages: ['auto', 'flood'], zip: '06460' };
    const errors = { phone: FIELD_MESSAGES.phone };
    queryClient.setQueryData(postedRequestKey, { heading: 'Please check your request', problem: FIELD_MESSAGES.checkFields, errors, values });
    render(
      <QueryClientProvider client={queryClient}>
        <KindRequestForm kind={quote} headingLevel={2} />
      </QueryClientProvider>,
    );
    const form = screen.getByTestId('quote-request-form');
    expect(within(form).getByRole('heading', { level: 2, name: 'Please check your request' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('<b>Ann</b>');
    expect(screen.getByLabelText('Phone')).toHaveValue('555-0199');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(FIELD_MESSAGES.phone);
    expect(screen.getByLabelText('A text message')).toBeChecked();
    expect(screen.getByLabelText('Auto')).toBeChecked();
    expect(screen.getByLabelText('Flood')).toBeChecked();
    expect(screen.getByLabelText('Home')).not.toBeChecked();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('06460');
    // Taken once: the form opened again later starts empty.
    await waitFor(() => expect(queryClient.getQueryData(postedRequestKey)).toBeUndefined());
  });

  it('names what is required, never asks for sensitive numbers, and says what happens to the request', async () => {
    stubService(() => jsonResponse({}, { status: 500 }));
    renderWithProviders(<KindRequestForm kind={quote} headingLevel={2} />);
    const form = screen.getByTestId('quote-request-form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/requests');
    for (const label of [/Your name/, 'Phone', 'E-mail', 'A phone call', 'A text message', 'An e-mail', 'Auto', 'Something else', 'ZIP code']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Anything we should know?')).toBeInTheDocument();
    expect(form).toHaveTextContent(/We need your name, a phone number or e-mail address, and what you would like/);
    expect(form).not.toHaveTextContent(/none of the fields are required/i);
    expect(screen.getByTestId('sensitive-numbers-note')).toHaveTextContent(
      /Social Security, driver.s license or credit card numbers/,
    );
    expect(screen.queryByLabelText(/social security/i)).toBeNull();
    const privacy = await screen.findByText(/deleted 90 days after they were sent/);
    expect(privacy).toHaveTextContent(`${siteFacts.name}’s own database`);
    expect(privacy).toHaveTextContent('Only our agency staff can see it.');
    expect(screen.getByTestId('privacy-notice')).toHaveTextContent(
      'may also receive the page you sent it from and how you found our site, noted in your browser for this visit only',
    );
  });

  it('names each problem beside its field before sending, and moves to the first one', async () => {
    const fetchMock = stubService(() => jsonResponse({}, { status: 500 }));
    renderWithProviders(<KindRequestForm kind={quote} headingLevel={2} />);
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '646' } });
    send();

    const name = screen.getByLabelText(/Your name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(FIELD_MESSAGES.name);
    expect(name).toHaveFocus();
    // Neither phone nor e-mail: said once, for the pair.
    expect(screen.getAllByText(FIELD_MESSAGES.contact)).toHaveLength(1);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /What would you like to insure/ })).toHaveAccessibleDescription(
      expect.stringContaining(problemOf('coverages')),
    );
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(
      expect.stringContaining(problemOf('zip')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(FIELD_MESSAGES.checkFields);
    expect(screen.getByRole('alert')).not.toHaveTextContent('You can also call us');
    expect(sentBodies(fetchMock)).toEqual([]);

    // Fixing a field takes its message away; the others stay until the next Send.
    fireEvent.change(name, { target: { value: 'Jane' } });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(problemOf('zip'))).toBeInTheDocument();
  });

  it('sends the answers as JSON with a fresh token and confirms in place', async () => {
    const fetchMock = stubService(() => jsonResponse({ id: 7, message: 'Thank you' }, { status: 201 }));
    await renderLoaded(<KindRequestForm kind={quote} headingLevel={2} />);
    fillQuote();
    send();

    const heading = await screen.findByRole('heading', { level: 2, name: 'Thank you, we received your quote request' });
    // The focus moves in an effect, which may run just after the render that shows the heading.
    await waitFor(() => expect(heading).toHaveFocus());
    const confirmation = screen.getByTestId('request-confirmation');
    expect(confirmation).toHaveTextContent(replyPromise(siteFacts));
    expect(confirmation).toHaveTextContent('Monday – Friday9:00 AM – 5:00 PM');
    expect(within(confirmation).getByRole('link', { name: siteFacts.phone })).toHaveAttribute(
      'href',
      'tel:+12035550142',
    );
    expect(screen.queryByTestId('quote-request-form')).toBeNull();
    expect(sentBodies(fetchMock)).toEqual([
      {
        kind: 'quote',
        formToken: TOKEN,
        website: '',
        name: 'Jane Doe',
        phone: '(203) 555-0199',
        email: '',
        coverages: ['auto', 'flood'],
        zip: '06460',
        message: '',
      },
    ]);
    // No reference in the answer, none shown; no visit noted, no source sent.
    expect(screen.queryByTestId('request-reference')).toBeNull();
  });

  it('sends where the request came from and shows the reference to quote', async () => {
    window.history.replaceState(null, '', `${paths.blogPost.getHref('flood-cover')}?utm_source=newsletter&utm_medium=email`);
    recordPageView();
    window.history.replaceState(null, '', paths.requestQuote.getHref());
    recordPageView();
    const fetchMock = stubService(() =>
      jsonResponse({ id: 9, reference: 'HP-4K7Q2', message: 'Thank you' }, { status: 201 }),
    );
    await renderLoaded(<KindRequestForm kind={quote} headingLevel={2} />);
    fillQuote();
    send();

    const reference = await screen.findByTestId('request-reference');
    expect(reference).toHaveTextContent('Your reference: HP-4K7Q2');
    expect(reference).toHaveTextContent(/quote it if you call/);
    expect(sentBodies(fetchMock)[0]).toMatchObject({
      kind: 'quote',
      name: 'Jane Doe',
      sourcePage: paths.blogPost.getHref('flood-cover'),
      landingPage: paths.blogPost.getHref('flood-cover'),
      utmSource: 'newsletter',
      utmMedium: 'email',
    });
    expect(sentBodies(fetchMock)[0]).not.toHaveProperty('referrerHost');
    expect(sentBodies(fetchMock)[0]).not.toHaveProperty('utmCampaign');
  });

  it('shows no reference the service did not give in its shape', async () => {
    stubService(() => jsonResponse({ id: 10, reference: '<b>HP-4K7Q2</b>', message: 'Thank you' }, { status: 201 }));
    await renderLoaded(<KindRequestForm kind={quote} headingLevel={2} />);
    fillQuote();
    send();
    expect(await screen.findByTestId('request-confirmation')).not.toHaveTextContent(/reference/i);
  });

  it("shows the service's problems beside the fields it names", async () => {
    stubService(() =>
      jsonResponse(
        { message: FIELD_MESSAGES.checkFields, errors: { phone: FIELD_MESSAGES.phone } },
        { status: 422 },
      ),
    );
    await renderLoaded(<KindRequestForm kind={quote} headingLevel={2} />);
    fillQuote();
    send();
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(FIELD_MESSAGES.phone));
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it("shows a refusal in the service's words, with the phone number once", async () => {
    const tooMany = `You've sent several requests in a short time. Please wait a few minutes, or call us at ${siteFacts.phone}.`;
    stubService(() => jsonResponse({ message: tooMany }, { status: 429 }));
    await renderLoaded(<KindRequestForm kind={quote} headingLevel={2} />);
    fillQuote();
    send();
    const alert = await screen.findByText(tooMany);
    expect(alert.closest('[role="alert"]')).not.toHaveTextContent('You can also call us');
    expect(screen.getByTestId('quote-request-form')).toBeInTheDocument();
  });

  it('says so when the service cannot be reached, and offers the phone', async () => {
    stubService(() => {
      throw new TypeError('Failed to fetch');
    });
    await renderLoaded(<KindRequestForm kind={quote} headingLevel={3} />);
    fillQuote();
    send();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('We could not reach our website'));
    expect(within(alert).getByRole('link', { name: siteFacts.phone })).toHaveAttribute('href', 'tel:+12035550142');
  });
});

describe('KindRequestForm of a policy change', () => {
  it('offers the insurers the agency represents and names a missing kind of change', async () => {
    const fetchMock = stubService(() => jsonResponse({ id: 8, message: 'Thank you' }, { status: 201 }));
    await renderLoaded(<KindRequestForm kind={policyChange} headingLevel={2} insurers={['Travelers', 'The Hartford']} />);
    const insurer = screen.getByLabelText('Insurance company');
    expect(within(insurer).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose your insurance company',
      'Travelers',
      'The Hartford',
      'Not sure',
    ]);
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Sam Lee' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my change request' }));
    expect(screen.getByRole('group', { name: /What would you like to change/ })).toHaveAccessibleDescription(
      problemOf('changeKind'),
    );

    fireEvent.change(insurer, { target: { value: 'The Hartford' } });
    fireEvent.click(screen.getByLabelText('Add or remove a driver'));
    fireEvent.change(screen.getByLabelText('Policy number'), { target: { value: 'HA-991' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my change request' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, we received your policy change request' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('request-confirmation')).toHaveTextContent('Your policy does not change until');
    expect(sentBodies(fetchMock)[0]).toMatchObject({
      kind: 'policy-change',
      insurer: 'The Hartford',
      changeKind: 'driver',
      policyNumber: 'HA-991',
    });
  });
});
