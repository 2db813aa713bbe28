// Tests of what the sign-up shows after a refusal: the service's sentence and field problems, a fresh token after a
// token refusal, when to try again after a 429 (from Retry-After), and plain words when no sentence came.
import { describe, expect, it } from 'vitest';
import { UNREACHABLE } from '@/features/newsletter/lib/send-sign-up';
import { refusalOf, waitInWords } from '@/features/newsletter/lib/sign-up-outcome';
import { ApiError } from '@/lib/api-client';
import { apiErrorOf } from '@/lib/api-error-of';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  apiErrorOf(new Response(JSON.stringify(body), { status, headers }));

describe('waitInWords', () => {
  it('says a wait in minutes, hours or tomorrow', () => {
    expect(waitInWords(30)).toBe('in about a minute');
    expect(waitInWords(300)).toBe('in about 5 minutes');
    expect(waitInWords(3600 * 2)).toBe('in about 2 hours');
    expect(waitInWords(3600 * 48)).toBe('tomorrow');
  });
});

describe('refusalOf', () => {
  it('puts each refused field’s sentence under its field', async () => {
    const message = 'Please use a personal address: mail to postmaster@ or abuse@ is not read by a person.';
    const outcome = refusalOf(await answer(422, { message: 'Please check the fields.', errors: { email: message } }));
    expect(outcome).toEqual({ sent: false, message: 'Please check the fields.', errors: { email: message }, freshToken: false });
  });

  it('asks for a fresh form token after a 422 with no field to fix', async () => {
    const outcome = refusalOf(await answer(422, { message: 'Please wait a moment and send again.' }));
    expect(outcome).toMatchObject({ sent: false, freshToken: true, errors: {} });
  });

  it('says when to try again after a 429, from Retry-After', async () => {
    const outcome = refusalOf(await answer(429, { message: 'Too many sign-ups from here.' }, { 'Retry-After': '600' }));
    expect(outcome.message).toBe('Too many sign-ups from here. You can try again in about 10 minutes.');
  });

  it('still says to try again later after a 429 without Retry-After', () => {
    expect(refusalOf(new ApiError(429, 'Too many sign-ups from here.')).message).toBe(
      'Too many sign-ups from here. You can try again in a few minutes.',
    );
  });

  it('shows no proxy page’s text for a 5xx, and says the site was not reached when no answer came', async () => {
    const crashed = refusalOf(await apiErrorOf(new Response('<html>Bad gateway</html>', { status: 502 })));
    expect(crashed.message).not.toContain('html');
    expect(refusalOf(new TypeError('Failed to fetch')).message).toBe(UNREACHABLE);
  });
});
