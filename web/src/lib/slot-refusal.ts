// The error of a booking refused for its time (taken meanwhile, past, outside hours, beyond the window: the service's
// 409 or 422 with `nextFree`): the next free times it offers instead. Loaded with lib/api-error-of, only when an error
// answer comes.
import { ApiError } from '@/lib/api-client';
import type { FieldError } from '@/lib/api-types';

export class SlotRefusal extends ApiError {
  constructor(
    status: number,
    message: string,
    errors: readonly FieldError[],
    readonly nextFree: readonly string[],
  ) {
    super(status, message, errors);
  }
}

/** The next free times an error offers (none unless it is a SlotRefusal). */
export const nextFreeOf = (error: unknown): readonly string[] => (error instanceof SlotRefusal ? error.nextFree : []);
