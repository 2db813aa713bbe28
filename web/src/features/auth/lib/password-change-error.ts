// Where a refused password change is explained: beside the field the service names (or the field its sentence is
// about), else above the form in plain words.
import type { PasswordProblems } from '@/features/auth/lib/password-rules';
import { isApiError } from '@/lib/api-client';
import { errorReason } from '@/lib/error-reason';

export type PasswordChangeRefusal = { fields: PasswordProblems; general: string | null };

const FIELDS = ['current', 'new'] as const;

export function passwordChangeRefusal(error: unknown): PasswordChangeRefusal {
  if (isApiError(error) && error.status === 422) {
    const named = error.errors.filter(({ field }) => (FIELDS as readonly string[]).includes(field));
    if (named.length) {
      return { fields: Object.fromEntries(named.map(({ field, message }) => [field, message])), general: null };
    }
    // The service's own sentences: a wrong current password, or a new one it does not take.
    const field = /current/i.test(error.message) ? 'current' : 'new';
    return { fields: { [field]: error.message }, general: null };
  }
  const reason = errorReason(error);
  return { fields: {}, general: `Your password was not changed${reason ? `: ${reason}` : '. Please try again.'}` };
}
