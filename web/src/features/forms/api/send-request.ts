// POST /api/requests as JSON: the visitor's request with where it came from, answered with what to show — the thanks
// and the request's reference, or the service's reason with the fields to fix. A request that never got an answer
// rejects (TypeError), as fetch does.
import { requestReferenceOf } from '@/config/request-fields';
import type { FieldErrors, RequestValues } from '@/features/forms/lib/validate-request';
import type { RequestSource } from '@/features/forms/lib/visit-source';
import { isApiError } from '@/lib/api-client';
import type { RequestReceived } from '@/lib/api-types';
import { apiWrite } from '@/lib/api-write';

export type SendOutcome =
  | { sent: true; message: string; reference: string | null }
  | { sent: false; status: number; message: string; errors: FieldErrors };

const UNREADABLE = 'Your request could not be sent. Please try again, or call us.';

export async function sendRequest(values: RequestValues, source: RequestSource = {}): Promise<SendOutcome> {
  try {
    // The source fields are not the visitor's answers: the service drops a bad one rather than refuse the request.
    const { data } = await apiWrite<RequestReceived & { reference?: unknown }>('POST', '/api/requests', {
      body: { ...values, ...source },
    });
    return { sent: true, message: data.message || UNREADABLE, reference: requestReferenceOf(data.reference) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = Object.fromEntries(error.errors.map(({ field, message }) => [field, message]));
    // The service refuses a form with a 4xx and a sentence; a 5xx is a proxy's or a crash's page, no sentence.
    const message = error.status < 500 && error.message ? error.message : UNREADABLE;
    return { sent: false, status: error.status, message, errors };
  }
}
