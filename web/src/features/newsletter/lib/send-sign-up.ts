// Sends a filled-in sign-up form as JSON with a form token old enough to be taken: the outcome to show. The API and
// the refusals' words load with the first send, so the form itself stays small wherever it shows (the footer of
// every page among them).
import type * as Outcomes from '@/features/newsletter/lib/sign-up-outcome';
import type { SignUpOutcome } from '@/features/newsletter/lib/sign-up-outcome';
import type { FormTokens } from '@/features/newsletter/types';

/** Said when no answer came (or not even the sending code could be loaded: the connection dropped). */
export const UNREACHABLE = 'We could not reach our website. Check your connection and try again.';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

export async function sendSignUp(data: FormData, page: string, tokens: FormTokens): Promise<SignUpOutcome> {
  let outcomes: typeof Outcomes;
  try {
    outcomes = await import('@/features/newsletter/lib/sign-up-outcome');
  } catch {
    return { sent: false, message: UNREACHABLE, errors: {}, freshToken: false };
  }
  try {
    const [{ subscribe }, formToken] = await Promise.all([import('@/features/newsletter/api/newsletter-api'), tokens.ready()]);
    const topics = data.getAll('topics').filter((topic): topic is string => typeof topic === 'string');
    const values = { email: text(data, 'email').trim(), name: text(data, 'name').trim(), topics, page, formToken, website: text(data, 'website') };
    const message = await subscribe(values);
    tokens.forget(); // the service takes a token once
    return { sent: true, message: message || outcomes.SENT_FALLBACK };
  } catch (error) {
    const outcome = outcomes.refusalOf(error);
    if (!outcome.sent && outcome.freshToken) tokens.forget();
    return outcome;
  }
}
