// The question an account action asks (disable, enable, reset the password, change the role), then the change;
// the service's refusal (the last owner, say) stays in the question in its own words. onDone() gets the temporary
// password a reset answers.
import { useEffect } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { useChangeStaffAccount } from '@/features/staff-accounts/api/change-staff-account';
import {
  ACTION_LABELS,
  CHANGES,
  confirmationOf,
  doneMessageOf,
  type AccountAction,
} from '@/features/staff-accounts/lib/account-actions';
import { accountRefusal } from '@/features/staff-accounts/lib/account-refusal';
import type { StaffAccount } from '@/features/staff-accounts/types';
import { toast } from '@/lib/use-toast';

export type PendingAction = { action: AccountAction; account: StaffAccount };

type AccountActionDialogProps = {
  pending: PendingAction | null;
  self: string;
  csrfToken: string;
  onDone: (temporaryPassword: string | null) => void;
  onCancel: () => void;
};

export function AccountActionDialog({ pending, self, csrfToken, onDone, onCancel }: AccountActionDialogProps) {
  const change = useChangeStaffAccount(csrfToken);
  const { reset } = change;
  useEffect(() => reset(), [pending, reset]);
  if (!pending) return null;

  const { action, account } = pending;
  const question = confirmationOf(action, account.username, self);
  const confirm = () =>
    change.mutate(
      { username: account.username, change: CHANGES[action] },
      {
        onSuccess: (changed) => {
          if (action !== 'resetPassword') toast({ title: doneMessageOf(action, account.username) });
          onDone(changed.temporaryPassword ?? null);
        },
      },
    );

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={question.title}
      confirmLabel={change.isPending ? `${ACTION_LABELS[action]}...` : question.confirmLabel}
      tone={question.tone}
      pending={change.isPending}
      onConfirm={confirm}
    >
      <p>{question.body}</p>
      <div role="alert" className="empty:hidden">
        {change.isError ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {accountRefusal(change.error, 'The change')}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
