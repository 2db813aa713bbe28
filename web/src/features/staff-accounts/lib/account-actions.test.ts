// Tests of the owner's account actions: which are offered on which account, what each sends and asks, and how a
// refusal reads.
import { describe, expect, it } from 'vitest';
import { isValidUsername } from '@/config/account-rules';
import { actionsFor, CHANGES, confirmationOf } from '@/features/staff-accounts/lib/account-actions';
import { accountRefusal, usernameRefusal } from '@/features/staff-accounts/lib/account-refusal';
import { ApiError, UnauthorizedError } from '@/lib/api-client';
import { staffAccount as account } from '@/testing/fixtures';

describe('actionsFor', () => {
  it('offers disable, reset and make owner on an active staff account', () => {
    expect(actionsFor(account('sam'), 'olga')).toEqual(['disable', 'resetPassword', 'makeOwner']);
  });

  it('offers enable on a disabled account, make staff on an owner', () => {
    expect(actionsFor(account('sam', { disabled: true, role: 'owner' }), 'olga')).toEqual([
      'enable',
      'resetPassword',
      'makeStaff',
    ]);
  });

  it('offers only a change of role on the owner’s own account', () => {
    expect(actionsFor(account('olga', { role: 'owner' }), 'olga')).toEqual(['makeStaff']);
  });
});

describe('the changes sent', () => {
  it('sends one field each, as the API takes it', () => {
    expect(CHANGES).toEqual({
      disable: { disabled: true },
      enable: { disabled: false },
      resetPassword: { resetPassword: true },
      makeOwner: { role: 'owner' },
      makeStaff: { role: 'staff' },
    });
  });
});

describe('confirmationOf', () => {
  it('says that disabling signs the member out at once', () => {
    const question = confirmationOf('disable', 'sam', 'olga');
    expect(question.title).toBe('Disable sam?');
    expect(question.body).toMatch(/signed out everywhere at once/);
    expect(question.tone).toBe('danger');
  });

  it('says a reset password is shown once', () => {
    expect(confirmationOf('resetPassword', 'sam', 'olga').body).toMatch(/shown once/);
  });

  it('warns an owner who makes themself staff', () => {
    const question = confirmationOf('makeStaff', 'olga', 'olga');
    expect(question.title).toBe('Make yourself staff?');
    expect(question.tone).toBe('danger');
  });
});

describe('refusals', () => {
  it('shows the service’s own words for the last owner, a name taken and not an owner', () => {
    const lastOwner = 'This is the last owner who can sign in: make another staff member an owner first';
    expect(accountRefusal(new ApiError(409, lastOwner), 'The change')).toBe(lastOwner);
    expect(accountRefusal(new ApiError(403, 'Only an owner can manage staff accounts'), 'x')).toBe(
      'Only an owner can manage staff accounts',
    );
  });

  it('explains an ended session and a failure on the way', () => {
    expect(accountRefusal(new UnauthorizedError(401, 'Not signed in'), 'The change')).toMatch(/Sign in again/);
    expect(accountRefusal(new ApiError(503, 'The server is busy.'), 'The change')).toBe(
      'The change did not happen: The server is busy.',
    );
  });

  it('puts a user name taken or refused beside the field', () => {
    expect(usernameRefusal(new ApiError(409, "A staff member named 'sam' already exists"))).toBe(
      "A staff member named 'sam' already exists",
    );
    const invalid = new ApiError(422, 'Invalid request body', [{ field: 'username', message: 'Bad name' }]);
    expect(usernameRefusal(invalid)).toBe('Bad name');
    expect(usernameRefusal(new ApiError(503, 'busy'))).toBeNull();
  });
});

describe('isValidUsername (the service’s pattern)', () => {
  it.each(['sam', 'sam.lee', 'a1', 'maria_g-2'])('takes %s', (name) => expect(isValidUsername(name)).toBe(true));
  it.each(['s', 'Sam', '-sam', 'sam lee', 'a'.repeat(33), ''])('refuses %s', (name) =>
    expect(isValidUsername(name)).toBe(false),
  );
});
