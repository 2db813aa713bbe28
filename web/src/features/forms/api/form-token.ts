// GET /api/requests/form-token: a fresh signed token for a form that the server did not render (a page shown by
// the browser), and when the browser received it.
import { apiGet } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';

export type FormToken = {
  token: string;
  /** performance.now() when the answer arrived: the token was issued no later than that. */
  receivedAt: number;
};

export async function getFormToken(): Promise<FormToken> {
  const { token } = await apiGet<Answer<'/api/requests/form-token', 'get'>>('/api/requests/form-token');
  return { token, receivedAt: performance.now() };
}
