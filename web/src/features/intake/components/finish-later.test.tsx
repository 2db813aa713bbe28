// Tests of "Finish later": the step is saved first, the code shown once in a labelled dialog that takes focus (to the
// code once it is there) and gives it back to the button, where the mail went, and the service's refusals in words.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FinishLater } from '@/features/intake/components/finish-later';
import { INTAKE_TOKEN_KEY } from '@/lib/intake-token';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const made = { code: '042917', email: 'a•••@example.com', expiresAt: '2026-12-24T15:00:00+00:00' };

beforeEach(() => sessionStorage.setItem(INTAKE_TOKEN_KEY, 'tok-en_1234567890abcdefghij'));
afterEach(() => sessionStorage.clear());

function openDialog(saveFirst: () => Promise<boolean> = async () => true) {
  render(<FinishLater stepId="vehicles" email="a•••@example.com" saveFirst={saveFirst} />);
  const button = screen.getByRole('button', { name: 'Finish later' });
  button.focus();
  fireEvent.click(button);
  return button;
}

describe('Finish later', () => {
  it('saves the step, then shows the code once with where the link went, and moves focus to the code', async () => {
    const order: string[] = [];
    const fetchMock = stubFetch({
      'POST /api/intake/finish-later': () => {
        order.push('link');
        return jsonResponse(made);
      },
    });
    openDialog(async () => {
      order.push('save');
      return true;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Finish later' });
    const code = await within(dialog).findByTestId('finish-later-code');
    expect(code).toHaveTextContent('042 917');
    expect(order).toEqual(['save', 'link']);
    expect(dialog).toHaveTextContent('We sent the link to a•••@example.com');
    expect(dialog).toHaveTextContent('it is not in the e-mail');
    expect(dialog).toHaveAccessibleDescription(/You will need the code below/);
    await waitFor(() => expect(code.parentElement).toHaveFocus());
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Intake tok-en_1234567890abcdefghij');
  });

  it('gives focus back to the button when the dialog closes', async () => {
    stubFetch({ 'POST /api/intake/finish-later': () => jsonResponse(made) });
    const button = openDialog();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('finish-later-code');
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have the code' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('asks for no link when the step could not be saved', async () => {
    const fetchMock = stubFetch({ 'POST /api/intake/finish-later': () => jsonResponse(made) });
    openDialog(async () => false);
    expect(await screen.findByRole('alert')).toHaveTextContent('need fixing before we can save it');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('finish-later-code')).toBeNull();
  });

  it("shows the service's sentence when it cannot send a link", async () => {
    const message = 'We have no e-mail address for this request, so we cannot send you a link.';
    stubFetch({ 'POST /api/intake/finish-later': () => jsonResponse({ message }, { status: 409 }) });
    openDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says so in words when the site cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    openDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our website');
  });
});
