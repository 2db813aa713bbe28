// What a refused change says about one field (a 422's `errors` by field name), and what it says otherwise.
import { isApiError } from '@/lib/api-client';
import { errorReason } from '@/lib/error-reason';

/** The sentence the service refused `field` with, else the failure's reason, else `fallback`. */
export function fieldProblem(error: unknown, field: string, fallback: string): string {
  if (isApiError(error)) {
    const own = error.errors.find((problem) => problem.field === field);
    if (own) return own.message;
  }
  return errorReason(error) ?? fallback;
}
