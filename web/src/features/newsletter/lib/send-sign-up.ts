// Sends a filled-in sign-up form as JSON with a form token old enough to be taken: the outcome to show. The API
// module loads with the first send, so the form itself stays small wherever it shows.
import { refusalOf, SENT_FALLBACK, type SignUpOutcome } from '@/features/newsletter/lib/sign-up-outcome';
import type { FormTokens } from '@/features/newsletter/types';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

export async function sendSignUp(data: FormData, page: string, tokens: FormTokens): Promise<SignUpOutcome> {
  try {
    const [{ subscribe }, formToken] = await Promise.all([import('@/features/newsletter/api/newsletter-api'), tokens.ready()]);
    const topics = data.getAll('topics').filter((topic): topic is string => typeof topic === 'string');
    const values = { email: text(data, 'email').trim(), name: text(data, 'name').trim(), topics, page, formToken, website: text(data, 'website') };
    const message = await subscribe(values);
    tokens.forget(); // the service takes a token once
    return { sent: true, message: message || SENT_FALLBACK };
  } catch (error) {
    const outcome = refusalOf(error);
    if (!outcome.sent && outcome.freshToken) tokens.forget();
    return outcome;
  }
}
