// The owner's staff accounts: Add staff, the list with its actions, the question each action asks first, and the
// temporary password an addition or a reset answers, shown once. Loading and failure have their own notes.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { AccountActionDialog, type PendingAction } from '@/features/staff-accounts/components/account-action-dialog';
import { AccountList } from '@/features/staff-accounts/components/account-list';
import { AddAccountDialog } from '@/features/staff-accounts/components/add-account-dialog';
import { TemporaryPasswordDialog } from '@/features/staff-accounts/components/temporary-password-dialog';
import { useStaffAccounts } from '@/features/staff-accounts/api/get-staff-accounts';
import { accountRefusal } from '@/features/staff-accounts/lib/account-refusal';
import type { TemporaryPassword } from '@/features/staff-accounts/types';
import { toast } from '@/lib/use-toast';

type StaffAccountsPanelProps = {
  self: string;
  csrfToken: string;
  /** After a change to the owner's own account (their role or member), whose session then reads differently. */
  onOwnAccountChanged: () => void;
};

export function StaffAccountsPanel({ self, csrfToken, onOwnAccountChanged }: StaffAccountsPanelProps) {
  const accounts = useStaffAccounts();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [shown, setShown] = useState<TemporaryPassword | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-navy-900">Accounts</h2>
        <Button onClick={() => setAdding(true)}>Add staff</Button>
      </div>
      {accounts.isPending ? (
        <LoadingStatus className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center" />
      ) : accounts.isError ? (
        <LoadFailure className="p-4" onRetry={() => void accounts.refetch()}>
          The staff accounts could not be loaded. {accountRefusal(accounts.error, 'Loading them')}
        </LoadFailure>
      ) : (
        <AccountList
          accounts={accounts.data}
          self={self}
          onAction={(action, account) => setPending({ action, account })}
          csrfToken={csrfToken}
          onChanged={(account) => {
            if (account.username === self) onOwnAccountChanged();
          }}
        />
      )}
      <AddAccountDialog
        open={adding}
        onOpenChange={setAdding}
        csrfToken={csrfToken}
        onAdded={(added) => {
          setAdding(false);
          setShown(added);
        }}
        onInvited={(sent) => {
          setAdding(false);
          toast({ title: `Invite sent to ${sent.email}`, description: `${sent.username} chooses a password from the link in it, within 72 hours.` });
        }}
      />
      <AccountActionDialog
        pending={pending}
        self={self}
        csrfToken={csrfToken}
        onDone={(password) => {
          if (pending && password) setShown({ username: pending.account.username, password });
          if (pending?.account.username === self) onOwnAccountChanged();
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
      <TemporaryPasswordDialog shown={shown} onClose={() => setShown(null)} />
    </div>
  );
}
