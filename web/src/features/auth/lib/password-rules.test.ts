// Tests of the password change's own checks: the service's length rule, a new password that differs, and a repeat
// that matches; and where the service's refusals are shown.
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/config/account-rules';
import { passwordChangeRefusal } from '@/features/auth/lib/password-change-error';
import { lengthProblem, NEW_PASSWORD_RULE, passwordProblems } from '@/features/auth/lib/password-rules';
import { ApiError } from '@/lib/api-client';

const good = 'a-long-enough-password';

describe('lengthProblem', () => {
  it('takes the service bounds and names the length of a short one', () => {
    expect(lengthProblem('x'.repeat(MIN_PASSWORD_LENGTH))).toBeNull();
    expect(lengthProblem('x'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
    expect(lengthProblem('short')).toBe('Use at least 10 characters (this one has 5).');
    expect(lengthProblem('x'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe(`Use at most ${MAX_PASSWORD_LENGTH} characters.`);
  });
});

describe('passwordProblems', () => {
  it('takes a long enough new password, repeated, that differs from the current one', () => {
    expect(passwordProblems({ current: 'temporary-1', new: good, repeat: good })).toEqual({});
  });

  it('states the service rule', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(10);
    expect(NEW_PASSWORD_RULE).toBe('At least 10 characters, and not the password you have now.');
  });

  it('asks for the current password', () => {
    expect(passwordProblems({ current: '', new: good, repeat: good })).toEqual({
      current: 'Enter the password you signed in with.',
    });
  });

  it('refuses a short new password, saying how long it is', () => {
    expect(passwordProblems({ current: 'x', new: 'short', repeat: 'short' })).toEqual({
      new: 'Use at least 10 characters (this one has 5).',
    });
  });

  it('refuses the current password as the new one', () => {
    expect(passwordProblems({ current: good, new: good, repeat: good })).toEqual({
      new: 'Choose a new password, not the one you have now.',
    });
  });

  it('refuses a repeat that differs', () => {
    expect(passwordProblems({ current: 'x', new: good, repeat: `${good}!` })).toEqual({
      repeat: 'The two new passwords are not the same.',
    });
  });
});

describe('passwordChangeRefusal', () => {
  it('puts a wrong current password beside the current field', () => {
    const refusal = passwordChangeRefusal(new ApiError(422, 'The current password is wrong'));
    expect(refusal).toEqual({ fields: { current: 'The current password is wrong' }, general: null });
  });

  it('puts any other refusal of the service beside the new password', () => {
    const refusal = passwordChangeRefusal(new ApiError(422, 'Passwords need at least 10 characters'));
    expect(refusal).toEqual({ fields: { new: 'Passwords need at least 10 characters' }, general: null });
  });

  it('puts field errors beside the fields they name', () => {
    const error = new ApiError(422, 'Invalid request body', [{ field: 'new', message: 'Too short' }]);
    expect(passwordChangeRefusal(error)).toEqual({ fields: { new: 'Too short' }, general: null });
  });

  it('explains anything else above the form', () => {
    expect(passwordChangeRefusal(new ApiError(503, 'The server is busy. Try again in a moment.'))).toEqual({
      fields: {},
      general: 'Your password was not changed: The server is busy. Try again in a moment.',
    });
    expect(passwordChangeRefusal(new TypeError('Failed to fetch')).general).toBe(
      'Your password was not changed: The server could not be reached. Check your connection and try again.',
    );
  });
});
