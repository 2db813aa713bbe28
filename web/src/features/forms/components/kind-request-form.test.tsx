// Tests of every declared request kind's form, from the declaration (request_kinds.json) and each kind's complete
// answer in tests/fixtures/request-field-cases.json: each field asked as declared with its label and hint, what
// must be filled in and the button in the kind's words, and the complete answer sent as JSON and confirmed in the
// kind's words. A new kind is tested by its entry and its cases alone.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { KINDS, type KindDefinition, type KindField } from '@/config/request-kinds';
import { hintOf } from '@/features/forms/components/kind-fields';
import { KindRequestForm } from '@/features/forms/components/kind-request-form';
import { serviceToday } from '@/features/forms/lib/validate-request';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
// eslint-disable-next-line no-restricted-imports -- the cases file shared with the service's tests
import shared from '../../../../../tests/fixtures/request-field-cases.json';

type Answer = string | string[];
const bases = shared.bases as Record<string, Record<string, Answer>>;
const TOKEN = '1763300000000.abcdefgh.signature';

beforeEach(() => {
  injectSiteFactsTag();
});

/** The control a field is answered with: its box (a group of choices is its fieldset). */
const controlOf = (field: KindField) =>
  field.input === 'checkboxes' || field.input === 'radios'
    ? screen.getByRole('group', { name: new RegExp(field.labels.form.replace(/[?.]/g, '\\$&')) })
    : screen.getByLabelText(new RegExp(`^${field.labels.form.replace(/[?.]/g, '\\$&')}`));

/** Gives a field the base's answer as a visitor would (a date in the window: today's). */
function answer(field: KindField, value: Answer) {
  if (field.input === 'checkboxes' || field.input === 'radios') {
    for (const chosen of [value].flat()) fireEvent.click(screen.getByLabelText(field.choices?.[chosen] ?? chosen));
  } else {
    fireEvent.change(controlOf(field), { target: { value: field.input === 'date' ? serviceToday() : value } });
  }
}

describe.each(KINDS.map((kind) => [kind.id, kind] as const))('the %s form', (id, kind: KindDefinition) => {
  const base = bases[id];
  const companies = shared.companies;

  it('has a complete answer among the shared cases', () => {
    expect(base).toBeDefined();
    expect(base?.kind).toBe(id);
  });

  it('asks each field as declared, with its label and hint, in the kind\'s words', () => {
    stubFetch({ '/api/requests/settings': () => jsonResponse({ retentionDays: 90, officeMail: false, minimumSeconds: 0 }) });
    renderWithProviders(<KindRequestForm kind={kind} headingLevel={2} insurers={companies} />);
    const form = screen.getByTestId(`${id}-request-form`);
    expect(form).toHaveTextContent(`${kind.form.needed} ${kind.form.optional}`);
    expect(within(form).getByRole('button', { name: kind.form.button })).toBeInTheDocument();
    expect(screen.getByLabelText(kind.form.message.label ?? '')).toBeInTheDocument();
    for (const field of kind.fields) {
      const control = controlOf(field);
      const hint = hintOf(field);
      if (hint) expect(control).toHaveAccessibleDescription(expect.stringContaining(hint));
      expect(hint ?? '').not.toMatch(/\{\w+\}/);
      if (field.input === 'date') expect(control).toHaveAttribute('type', 'date');
      if (field.autocomplete) expect(control).toHaveAttribute('autocomplete', field.autocomplete);
      if (field.inputMode) expect(control).toHaveAttribute('inputmode', field.inputMode);
      if (field.limit && (field.input ?? 'text') === 'text') expect(control).toHaveAttribute('maxlength', String(field.limit));
      for (const words of Object.values(field.choices ?? {})) expect(within(control).getByText(words)).toBeInTheDocument();
      if (field.check === 'company') {
        expect(within(control).getAllByRole('option').map((option) => option.textContent)).toEqual(
          expect.arrayContaining([...companies, 'Not sure']),
        );
      }
    }
  });

  it('sends a complete answer as JSON and confirms it in the kind\'s words', async () => {
    const fetchMock = stubFetch({
      '/api/requests/settings': () => jsonResponse({ retentionDays: 90, officeMail: false, minimumSeconds: 0 }),
      '/api/requests/form-token': () => jsonResponse({ token: TOKEN, minimumSeconds: 0 }),
      '/api/requests': () => jsonResponse({ id: 1, message: 'Thank you' }, { status: 201 }),
    });
    renderWithProviders(<KindRequestForm kind={kind} headingLevel={2} insurers={companies} />);
    await screen.findByText(/deleted 90 days after they were sent/);
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: base?.name } });
    if (base?.phone) fireEvent.change(screen.getByLabelText('Phone'), { target: { value: base.phone } });
    if (base?.email) fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: base.email } });
    for (const field of kind.fields) {
      const value = base?.[field.name];
      if (value !== undefined) answer(field, value);
    }
    fireEvent.click(screen.getByRole('button', { name: kind.form.button }));

    expect(await screen.findByRole('heading', { level: 2, name: kind.form.confirmation })).toBeInTheDocument();
    if (kind.form.confirmationNote) {
      expect(screen.getByTestId('request-confirmation')).toHaveTextContent(kind.form.confirmationNote);
    }
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/requests' && init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url, init]) => url === '/api/requests' && init?.method === 'POST')!;
    const sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
    const expected = Object.fromEntries(
      kind.fields.flatMap((field) =>
        base?.[field.name] === undefined ? [] : [[field.name, field.input === 'date' ? serviceToday() : base[field.name]]],
      ),
    );
    expect(sent).toMatchObject({ kind: id, name: base?.name, ...expected });
  });
});
