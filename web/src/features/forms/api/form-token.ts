// GET /api/requests/form-token: a fresh signed token for a form that the server did not render (a page shown by
// the browser), and when the browser received it.
import { apiGet } from '@/lib/api-client';

export type FormToken = {
  token: string;
  /** performance.now() when the answer arrived: the token was issued no later than that. */
  receivedAt: number;
};

export async function getFormToken(): Promise<FormToken> {
  const { token } = await apiGet<{ token: string }>('/api/requests/form-token');
  return { token, receivedAt: performance.now() };
}
