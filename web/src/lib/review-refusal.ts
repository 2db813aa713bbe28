// The error of a write refused because its text has wording to review before it goes public (409 with the risk
// findings nobody acknowledged): the editors reopen their checklist with them.
import { ApiError } from '@/lib/api-client';
import type { Finding } from '@/lib/api-types';

export class ReviewRefusal extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly findings: readonly Finding[],
  ) {
    super(status, message);
  }
}

/** The findings a refused write names, when it was refused for its wording (itself, or the cause of the error). */
export function refusedFindings(error: unknown): readonly Finding[] | null {
  const refusal = error instanceof Error && error.cause instanceof ReviewRefusal ? error.cause : error;
  return refusal instanceof ReviewRefusal ? refusal.findings : null;
}
