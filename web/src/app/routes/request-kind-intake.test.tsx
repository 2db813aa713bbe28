// Tests of the quote form with the intake the app composes in: the consent sentence before the contact details of
// every request form, the plain send unchanged beside the offer, and "Add details" sending the same form with
// `intake: true`, keeping the intake's token for the tab and opening the steps of the chosen coverages.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INTAKE_CONSENT, INTAKE_OFFER } from '@/config/intake-form';
import { kindOf } from '@/config/request-kinds';
import { KindRequestForm } from '@/features/forms/components/kind-request-form';
import { QuoteIntake } from '@/features/intake/components/quote-intake';
import { INTAKE_TOKEN_KEY } from '@/lib/intake-token';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const quote = kindOf('quote')!;
const settings = { retentionDays: 90, officeMail: false, minimumSeconds: 0 };
const intakeState = {
  reference: 'HP-4K7Q2',
  lines: ['auto', 'home'],
  steps: ['drivers', 'vehicles', 'autoPolicy', 'property', 'documents'],
  step: null,
  answers: {},
  files: [],
  sentAt: null,
  email: null,
};

function stubService() {
  return stubFetch({
    '/api/requests/settings': () => jsonResponse(settings),
    '/api/requests/form-token': () => jsonResponse({ token: 'form-token', minimumSeconds: 0 }),
    '/api/requests': () =>
      jsonResponse({ id: 3, reference: 'HP-4K7Q2', message: 'Thank you', intake: { token: 'intake-tok' } }, { status: 201 }),
    '/api/intake': () => jsonResponse(intakeState),
  });
}

const posted = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/requests' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function fillQuote() {
  await screen.findByText(/deleted 90 days after they were sent/);
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Ann Lee' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ann@example.com' } });
  fireEvent.click(screen.getByLabelText('Auto'));
  fireEvent.click(screen.getByLabelText('Home'));
}

beforeEach(() => {
  injectSiteFactsTag();
  sessionStorage.clear();
});

describe('the quote form with the intake', () => {
  it('shows the consent sentence before the contact details, on both kinds of request', () => {
    stubService();
    renderWithProviders(<KindRequestForm kind={quote} headingLevel={2} intake={QuoteIntake} />);
    const consent = screen.getByText(INTAKE_CONSENT);
    expect(consent.compareDocumentPosition(screen.getByLabelText(/Your name/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers to add details; the plain send still sends the short form alone', async () => {
    const fetchMock = stubService();
    renderWithProviders(<KindRequestForm kind={quote} headingLevel={2} intake={QuoteIntake} />);
    expect(screen.getByRole('heading', { level: 2, name: INTAKE_OFFER.heading })).toBeInTheDocument();
    await fillQuote();
    fireEvent.click(screen.getByRole('button', { name: 'Send my quote request' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, we received your quote request' })).toBeInTheDocument();
    expect(posted(fetchMock)[0]).not.toHaveProperty('intake');
    expect(sessionStorage.getItem(INTAKE_TOKEN_KEY)).toBeNull();
  });

  it('sends the form with intake: true, keeps the token and opens the steps of the chosen coverages', async () => {
    const fetchMock = stubService();
    renderWithProviders(<KindRequestForm kind={quote} headingLevel={2} intake={QuoteIntake} />);
    await fillQuote();
    fireEvent.click(screen.getByRole('button', { name: INTAKE_OFFER.start }));
    const heading = await screen.findByRole('heading', { level: 2, name: "Drivers: what you\u2019ll need" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(posted(fetchMock)[0]).toMatchObject({ kind: 'quote', name: 'Ann Lee', coverages: ['auto', 'home'], intake: true });
    expect(sessionStorage.getItem(INTAKE_TOKEN_KEY)).toBe('intake-tok');
    const intakeCall = fetchMock.mock.calls.find(([url]) => url === '/api/intake');
    expect(new Headers(intakeCall![1]?.headers).get('Authorization')).toBe('Intake intake-tok');
  });
});

describe('when the intake cannot be shown', () => {
  it('keeps the request and offers to send it as it is, then confirms', async () => {
    const fetchMock = stubService();
    const sendRoute = vi.fn(() => jsonResponse({ reference: 'HP-4K7Q2' }));
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/intake/send' && init?.method === 'POST') return sendRoute();
      if (url === '/api/requests/settings') return jsonResponse(settings);
      if (url === '/api/requests/form-token') return jsonResponse({ token: 'form-token', minimumSeconds: 0 });
      return jsonResponse({ id: 3, reference: 'HP-4K7Q2', message: 'Thank you', intake: { token: 'intake-tok' } }, { status: 201 });
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): never => {
      throw new Error('The chunk could not be loaded');
    };
    renderWithProviders(<KindRequestForm kind={quote} headingLevel={2} intake={Broken} />);
    await fillQuote();
    fireEvent.click(screen.getByRole('button', { name: INTAKE_OFFER.start }));
    expect(await screen.findByText(/the detailed questions could not be loaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: INTAKE_OFFER.skip }));
    const heading = await screen.findByRole('heading', { name: 'Thank you, we received your quote request' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sendRoute).toHaveBeenCalledTimes(1);
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/intake/send');
    expect(new Headers(sent![1]?.headers).get('Authorization')).toBe('Intake intake-tok');
    expect(sessionStorage.getItem(INTAKE_TOKEN_KEY)).toBeNull();
  });
});

describe('the policy change form', () => {
  it('shows the consent sentence before the contact details and no intake offer', () => {
    stubService();
    renderWithProviders(<KindRequestForm kind={kindOf('policy-change')!} headingLevel={2} />);
    const consent = screen.getByText(INTAKE_CONSENT);
    expect(consent.compareDocumentPosition(screen.getByLabelText(/Your name/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(INTAKE_OFFER.heading)).toBeNull();
  });
});
