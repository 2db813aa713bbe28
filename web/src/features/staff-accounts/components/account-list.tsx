// The staff accounts, one row each: the user name (and "you"), the role, active or disabled, whether a temporary
// password waits to be changed; the team member it writes as; and the actions an owner may take on it, each named
// with the account it acts on.
import { Button } from '@/components/ui/button';
import { AccountMemberSelect } from '@/features/staff-accounts/components/account-member-select';
import { ACTION_LABELS, actionsFor, type AccountAction } from '@/features/staff-accounts/lib/account-actions';
import { ROLE_LABELS } from '@/features/staff-accounts/lib/role-text';
import type { StaffAccount } from '@/features/staff-accounts/types';
import { cn } from '@/lib/cn';

type AccountListProps = {
  accounts: StaffAccount[];
  /** The signed-in owner's user name. */
  self: string;
  onAction: (action: AccountAction, account: StaffAccount) => void;
  csrfToken: string;
  /** After a change the list makes itself (the member an account writes as) to `account`. */
  onChanged: (account: StaffAccount) => void;
};

const BADGE = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold';

export function AccountList({ accounts, self, onAction, csrfToken, onChanged }: AccountListProps) {
  return (
    <ul aria-label="Staff accounts" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {accounts.map((account) => (
        <li
          key={account.username}
          data-testid="staff-account"
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-all text-navy-900">
              <span>{account.username}</span>
              {account.username === self ? <span className="font-normal text-slate-600"> (you)</span> : null}
            </p>
            <p className="mt-1 flex flex-wrap gap-2">
              <span className={cn(BADGE, 'border-navy-200 bg-navy-50 text-navy-900')}>{ROLE_LABELS[account.role]}</span>
              <span
                className={cn(
                  BADGE,
                  account.disabled ? 'border-red-300 bg-red-50 text-red-900' : 'border-teal-300 bg-teal-50 text-teal-900',
                )}
              >
                {account.disabled ? 'Disabled' : 'Active'}
              </span>
              {account.mustChangePassword ? (
                <span className={cn(BADGE, 'border-amber-300 bg-amber-50 text-amber-900')}>Must change password</span>
              ) : null}
            </p>
          </div>
          <AccountMemberSelect account={account} csrfToken={csrfToken} onChanged={() => onChanged(account)} />
          <div className="flex flex-wrap gap-2">
            {actionsFor(account, self).map((action) => (
              <Button
                key={action}
                variant="outline"
                size="sm"
                aria-label={`${ACTION_LABELS[action]} ${account.username}`}
                onClick={() => onAction(action, account)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
