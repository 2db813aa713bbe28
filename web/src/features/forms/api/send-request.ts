// POST /api/requests as JSON: the visitor's request with where it came from, answered with what to show — the thanks
// and the request's reference, or the service's reason with the fields to fix. A request that never got an answer
// rejects (TypeError), as fetch does. A quote sent to go on with the intake (`intake`) is answered with the intake's
// token, kept for this tab (lib/intake-token).
import { requestReferenceOf } from '@/config/request-fields';
import type { FieldErrors, RequestValues } from '@/features/forms/lib/validate-request';
import type { RequestSource } from '@/features/forms/lib/visit-source';
import { isApiError } from '@/lib/api-client';
import type { RequestReceived } from '@/lib/api-types';
import { apiWrite } from '@/lib/api-write';
import { keepIntakeToken } from '@/lib/intake-token';

export type SendOutcome =
  | { sent: true; message: string; reference: string | null; intake: boolean }
  | { sent: false; status: number; message: string; errors: FieldErrors };

const UNREADABLE = 'Your request could not be sent. Please try again, or call us.';

/** The intake's token in a send's answer, or null. */
function intakeTokenOf(data: { intake?: unknown }): string | null {
  const token = (data.intake as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' && token ? token : null;
}

export async function sendRequest(
  values: RequestValues,
  source: RequestSource = {},
  { intake = false }: { intake?: boolean } = {},
): Promise<SendOutcome> {
  try {
    // The source fields are not the visitor's answers: the service drops a bad one rather than refuse the request.
    const { data } = await apiWrite<RequestReceived & { reference?: unknown; intake?: unknown }>('POST', '/api/requests', {
      body: { ...values, ...source, ...(intake ? { intake: true } : {}) },
    });
    const token = intake ? intakeTokenOf(data) : null;
    if (token) keepIntakeToken(token);
    const reference = requestReferenceOf(data.reference);
    return { sent: true, message: data.message || UNREADABLE, reference, intake: token !== null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = Object.fromEntries(error.errors.map(({ field, message }) => [field, message]));
    // The service refuses a form with a 4xx and a sentence; a 5xx is a proxy's or a crash's page, no sentence.
    const message = error.status < 500 && error.message ? error.message : UNREADABLE;
    return { sent: false, status: error.status, message, errors };
  }
}
