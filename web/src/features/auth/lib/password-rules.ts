// What a new password must be (the service's rules), and what is wrong with a change before it is sent: the
// message for each field of the change-password form.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/config/account-rules';

/** The rule as shown beside the new password. */
export const NEW_PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters, and not the password you have now.`;

export type PasswordFields = { current: string; new: string; repeat: string };

export type PasswordProblems = Partial<Record<keyof PasswordFields, string>>;

/** What is wrong with a new password's length, or null: the service's bounds. */
export function lengthProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${password.length}).`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

/** The problems the service would refuse, found before asking it (and a repeat that does not match). */
export function passwordProblems(fields: PasswordFields): PasswordProblems {
  const problems: PasswordProblems = {};
  if (!fields.current) problems.current = 'Enter the password you signed in with.';
  const length = lengthProblem(fields.new);
  if (length) {
    problems.new = length;
  } else if (fields.current && fields.new === fields.current) {
    problems.new = 'Choose a new password, not the one you have now.';
  }
  if (!problems.new && fields.repeat !== fields.new) problems.repeat = 'The two new passwords are not the same.';
  return problems;
}
