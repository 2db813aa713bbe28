// Tests of the intake's screens in the browser with the service stubbed: what you'll need, then the questions with
// why under each, repeated drivers added and named, Save and continue as a PUT with the next step, a lost or
// refused save keeping what was typed with the problem at the field and in a summary, a masked answer with
// Change, the review and the send leading to the confirmation.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INTAKE_TOKEN_KEY } from '@/lib/intake-token';
import { QuoteIntake } from '@/features/intake/components/quote-intake';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const TOKEN = 'tok-abc';
const intake = (change: Record<string, unknown> = {}) => ({
  reference: 'HP-4K7Q2',
  lines: ['auto'],
  steps: ['drivers', 'vehicles', 'autoPolicy', 'documents'],
  step: 'drivers',
  answers: {},
  files: [],
  sentAt: null,
  email: 'a\u2022\u2022\u2022@example.com',
  ...change,
});

/** The JSON bodies of the calls to this method and address. */
function bodies(fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) {
  return fetchMock.mock.calls
    .filter(([called, init]) => called === url && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);
}

function renderIntake() {
  const onConfirmed = vi.fn();
  renderWithProviders(
    <QuoteIntake
      reference="HP-4K7Q2"
      confirmation={(reference) => <h2 tabIndex={-1}>Received {reference}</h2>}
      onConfirmed={onConfirmed}
    />,
  );
  return onConfirmed;
}

const saveAndContinue = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

beforeEach(() => {
  sessionStorage.setItem(INTAKE_TOKEN_KEY, TOKEN);
});

describe('QuoteIntake', () => {
  it("shows what you'll need first, then each question with why it is asked, addressed by the tab's token", async () => {
    const fetchMock = stubFetch({ '/api/intake': () => jsonResponse(intake()) });
    renderIntake();
    const heading = await screen.findByRole('heading', { level: 2, name: "Drivers: what you\u2019ll need" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByText("Each driver's date of birth")).toBeInTheDocument();
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('Authorization')).toBe(`Intake ${TOKEN}`);

    fireEvent.click(screen.getByRole('button', { name: 'Start: Drivers' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Drivers' })).toHaveFocus());
    const birth = screen.getByLabelText('Date of birth');
    expect(birth).toHaveAttribute('type', 'date');
    expect(birth).toHaveAccessibleDescription(expect.stringContaining('Age is one of the factors'));
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Years licensed')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('State that issued the license')).toHaveValue('CT');
    expect(screen.getByRole('group', { name: 'Accidents or violations in the last 5 years' })).toHaveAccessibleDescription(
      expect.stringContaining('Companies will see them'),
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('adds drivers named by their name, removes one, and saves them with the next step', async () => {
    const fetchMock = stubFetch({
      '/api/intake': () => jsonResponse(intake()),
      'PUT /api/intake/steps/drivers': () => jsonResponse(intake({ step: 'vehicles' })),
    });
    renderIntake();
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Drivers' }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ann Lee' } });
    expect(screen.getByRole('heading', { level: 3, name: 'Driver 1 \u2014 Ann Lee' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add another driver' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another driver' }));
    const second = screen.getByRole('region', { name: 'Driver 2' });
    fireEvent.change(within(second).getByLabelText('Full name'), { target: { value: 'Bo Lee' } });
    fireEvent.change(within(second).getByLabelText('License number'), { target: { value: 'B1234567' } });
    fireEvent.click(within(screen.getByRole('region', { name: 'Driver 3' })).getByRole('button', { name: /Remove this driver/ }));
    expect(screen.queryByRole('region', { name: 'Driver 3' })).toBeNull();
    saveAndContinue();

    expect(await screen.findByRole('heading', { level: 2, name: "Vehicles: what you\u2019ll need" })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(bodies(fetchMock, 'PUT', '/api/intake/steps/drivers')).toEqual([
      {
        answers: [
          { id: 'd1', name: 'Ann Lee', licenceState: 'CT' },
          { id: 'd2', name: 'Bo Lee', licenceState: 'CT', licenceNumber: 'B1234567' },
        ],
        next: 'vehicles',
      },
    ]);
  });

  it('keeps what was typed when a save is lost, and shows a refusal at the field and in a summary', async () => {
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('offline'));
    stubFetch({ '/api/intake': () => jsonResponse(intake()), 'PUT /api/intake/steps/drivers': () => answer() });
    renderIntake();
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Drivers' }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1890-01-01' } });
    saveAndContinue();
    const lost = await screen.findByTestId('intake-error-summary');
    expect(lost).toHaveTextContent(/could not reach our website, so nothing was saved/);
    expect(lost.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ann Lee');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1890-01-01');

    const message = 'Driver 1 (Ann Lee): Date of birth: Enter a real date for someone 15 to 100 years old.';
    answer = () =>
      jsonResponse(
        { message: 'Check the Drivers step: Date of birth.', errors: { 'drivers.d1.dateOfBirth': message } },
        { status: 422 },
      );
    saveAndContinue();
    const summary = await screen.findByTestId('intake-error-summary');
    expect(summary).toHaveTextContent('Check the Drivers step: Date of birth.');
    const birth = screen.getByLabelText('Date of birth');
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    expect(birth).toHaveAccessibleDescription(expect.stringContaining(message));
    fireEvent.click(within(summary).getByRole('link', { name: message }));
    expect(birth).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ann Lee');
    expect(screen.getByRole('heading', { level: 2, name: 'Drivers' })).toBeInTheDocument();
  });

  it('shows a kept sensitive answer as its mask with Change, and sends the mask back unless changed', async () => {
    const mask = { masked: '\u2022\u2022\u2022\u2022 4352', set: true };
    const fetchMock = stubFetch({
      '/api/intake': () => jsonResponse(intake({ answers: { drivers: [{ id: 'd1', name: 'Ann Lee', licenceNumber: mask }] } })),
      'PUT /api/intake/steps/drivers': () => jsonResponse(intake({ step: 'vehicles' })),
    });
    renderIntake();
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Drivers' }));
    expect(screen.getByTestId('masked-answer')).toHaveTextContent('\u2022\u2022\u2022\u2022 4352');
    expect(screen.queryByDisplayValue(/4352/)).toBeNull();
    saveAndContinue();
    await screen.findByText('Step 2 of 4');
    expect(bodies(fetchMock, 'PUT', '/api/intake/steps/drivers')[0]).toEqual({
      answers: [{ id: 'd1', name: 'Ann Lee', licenceNumber: mask }],
      next: 'vehicles',
    });
  });

  it('types a new sensitive answer after Change', async () => {
    const mask = { masked: '\u2022\u2022\u2022\u2022 4352', set: true };
    const fetchMock = stubFetch({
      '/api/intake': () => jsonResponse(intake({ answers: { drivers: [{ id: 'd1', licenceNumber: mask }] } })),
      'PUT /api/intake/steps/drivers': () => jsonResponse(intake({ step: 'vehicles' })),
    });
    renderIntake();
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Drivers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.change(screen.getByLabelText('License number'), { target: { value: 'Z9876543' } });
    saveAndContinue();
    await screen.findByText('Step 2 of 4');
    expect(bodies(fetchMock, 'PUT', '/api/intake/steps/drivers')[0]).toMatchObject({
      answers: [{ id: 'd1', licenceNumber: 'Z9876543' }],
    });
  });

  it('comes back to the saved step, reviews the stored answers and sends, then shows the confirmation', async () => {
    const renters = { lines: ['renters'], steps: ['property', 'documents'], step: 'documents' };
    const answers = { property: { street: '1 Main St', coastDistance: 'under-1-mile' } };
    const fetchMock = stubFetch({
      '/api/intake': () => jsonResponse(intake({ ...renters, answers })),
      'PUT /api/intake/steps/documents': () => jsonResponse(intake({ ...renters, answers })),
      'POST /api/intake/send': () => jsonResponse({ reference: 'HP-4K7Q2' }),
    });
    const onConfirmed = renderIntake();
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start: Your current declarations page' }));
    saveAndContinue();
    const review = await screen.findByTestId('intake-review');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Check your answers' })).toHaveFocus());
    expect(within(review).getByRole('heading', { level: 3, name: 'Your home' })).toBeInTheDocument();
    expect(within(review).getByText('Street address').nextSibling).toHaveTextContent('1 Main St');
    expect(within(review).getByText('1,000 feet to 1 mile')).toBeInTheDocument();
    // The files step has no answers to save: the service refuses any, so none is sent.
    expect(bodies(fetchMock, 'PUT', '/api/intake/steps/documents')).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send my quote request' })));
    expect(await screen.findByRole('heading', { name: 'Received HP-4K7Q2' })).toBeInTheDocument();
    expect(onConfirmed).toHaveBeenCalled();
    expect(bodies(fetchMock, 'POST', '/api/intake/send')).toHaveLength(1);
    expect(sessionStorage.getItem(INTAKE_TOKEN_KEY)).toBeNull();
  });
});
