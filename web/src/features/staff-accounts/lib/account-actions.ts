// What an owner may do to an account from the list, and what each action asks before it is done: the actions
// offered (on one's own account only a change of role: a reset or a disable would sign oneself out), their
// labels, the change each sends and the question it asks first.
import type { AccountChange, StaffAccount } from '@/features/staff-accounts/types';

export type AccountAction = 'disable' | 'enable' | 'resetPassword' | 'makeOwner' | 'makeStaff';

export const ACTION_LABELS: Record<AccountAction, string> = {
  disable: 'Disable',
  enable: 'Enable',
  resetPassword: 'Reset password',
  makeOwner: 'Make owner',
  makeStaff: 'Make staff',
};

export const CHANGES: Record<AccountAction, AccountChange> = {
  disable: { disabled: true },
  enable: { disabled: false },
  resetPassword: { resetPassword: true },
  makeOwner: { role: 'owner' },
  makeStaff: { role: 'staff' },
};

/** The actions offered on `account` to the owner signed in as `self`. */
export function actionsFor(account: StaffAccount, self: string): AccountAction[] {
  const roleChange: AccountAction = account.role === 'owner' ? 'makeStaff' : 'makeOwner';
  if (account.username === self) return [roleChange];
  return [account.disabled ? 'enable' : 'disable', 'resetPassword', roleChange];
}

export type Confirmation = { title: string; body: string; confirmLabel: string; tone: 'default' | 'danger' };

/** The question an action asks before it is done, in plain words. */
export function confirmationOf(action: AccountAction, username: string, self: string): Confirmation {
  const own = username === self;
  switch (action) {
    case 'disable':
      return {
        title: `Disable ${username}?`,
        body: `${username} is signed out everywhere at once and cannot sign in until the account is enabled again.`,
        confirmLabel: 'Disable account',
        tone: 'danger',
      };
    case 'enable':
      return {
        title: `Enable ${username}?`,
        body: `${username} can sign in again with their password.`,
        confirmLabel: 'Enable account',
        tone: 'default',
      };
    case 'resetPassword':
      return {
        title: `Reset the password of ${username}?`,
        body:
          `${username} is signed out everywhere and their password stops working. You get a temporary password ` +
          'to hand them, shown once; they must change it when they sign in.',
        confirmLabel: 'Reset password',
        tone: 'danger',
      };
    case 'makeOwner':
      return {
        title: `Make ${username} an owner?`,
        body: 'Owners also add staff, disable accounts, reset passwords and change roles.',
        confirmLabel: 'Make owner',
        tone: 'default',
      };
    case 'makeStaff':
      return {
        title: own ? 'Make yourself staff?' : `Make ${username} staff?`,
        body: own
          ? 'You keep editing the site, but can no longer manage staff accounts (this screen included).'
          : `${username} keeps editing the site, but can no longer manage staff accounts.`,
        confirmLabel: 'Make staff',
        tone: own ? 'danger' : 'default',
      };
  }
}

const DONE: Record<AccountAction, (username: string) => string> = {
  disable: (username) => `${username} is disabled and signed out everywhere.`,
  enable: (username) => `${username} can sign in again.`,
  resetPassword: (username) => `The password of ${username} is reset.`,
  makeOwner: (username) => `${username} is now an owner.`,
  makeStaff: (username) => `${username} is now staff.`,
};

/** What a done action says, for the toast that follows it. */
export const doneMessageOf = (action: AccountAction, username: string) => DONE[action](username);
