// The newsletter's public writes and the preferences read: sign up, confirm (a POST: a mail scanner that opens the
// link must not confirm), and the preferences of a lasting link, sent in the Authorization header, never in an
// address. A non-OK answer raises lib/api-client's ApiError; no answer at all, fetch's TypeError.
import type { Confirmed, Preferences } from '@/features/newsletter/types';
import { apiGetVersioned, apiWrite } from '@/lib/api-write';

export type SignUp = {
  email: string;
  name: string;
  topics: string[];
  /** Where the form was: "/newsletter", "/blog/<slug>" or "footer:<path>" (recorded with the consent). */
  page: string;
  formToken: string;
  /** The honeypot: empty unless a robot filled it in. */
  website: string;
};

/** POST /api/newsletter/subscribe: answers the sentence to show (202). */
export async function subscribe(values: SignUp): Promise<string> {
  const { data } = await apiWrite<{ message?: string }>('POST', '/api/newsletter/subscribe', { body: values });
  return data?.message ?? '';
}

export async function confirmSubscription(token: string): Promise<Confirmed> {
  return (await apiWrite<Confirmed>('POST', '/api/newsletter/confirm', { body: { token } })).data;
}

const lasting = (token: string) => ({ Authorization: `Newsletter ${token}` });

export async function getPreferences(token: string, signal?: AbortSignal): Promise<Preferences> {
  return (await apiGetVersioned<Preferences>('/api/newsletter/preferences', { headers: lasting(token), signal })).data;
}

/** Keep only `topics` (none: unsubscribed from everything). */
export async function saveTopics(token: string, topics: string[]): Promise<void> {
  await apiWrite('POST', '/api/newsletter/preferences', { body: { topics }, headers: lasting(token) });
}

export async function unsubscribe(token: string): Promise<void> {
  await apiWrite('POST', '/api/newsletter/preferences/unsubscribe', { headers: lasting(token) });
}
