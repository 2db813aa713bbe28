// Add staff: a user name (the service's rule under it) and a role; onAdded() gets the new account's temporary
// password. The service's refusal is shown beside the user name (taken, not allowed) or above the buttons.
import { useState } from 'react';
import { ChoiceFieldset, ChoiceList } from '@/components/ui/choice';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-panel';
import { TextField } from '@/components/ui/text-field';
import { isValidUsername, USERNAME_RULE } from '@/config/account-rules';
import { useAddStaffAccount } from '@/features/staff-accounts/api/add-staff-account';
import { ROLE_CHOICES } from '@/features/staff-accounts/lib/role-text';
import { accountRefusal, usernameRefusal } from '@/features/staff-accounts/lib/account-refusal';
import type { StaffAccount, TemporaryPassword } from '@/features/staff-accounts/types';

const ROLE_OPTIONS = ROLE_CHOICES.map((choice) => ({
  value: choice.role,
  label: (
    <span>
      <span className="font-semibold">{choice.label}</span>: {choice.description}
    </span>
  ),
}));

type AddAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  csrfToken: string;
  onAdded: (shown: TemporaryPassword) => void;
};

export function AddAccountDialog({ open, onOpenChange, ...form }: AddAccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <AddAccountForm {...form} />
      </DialogContent>
    </Dialog>
  );
}

function AddAccountForm({ csrfToken, onAdded }: Omit<AddAccountDialogProps, 'open' | 'onOpenChange'>) {
  const add = useAddStaffAccount(csrfToken);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffAccount['role']>('staff');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const name = username.trim();
    if (!isValidUsername(name)) {
      setProblem(name ? `Not a user name this site takes: use ${USERNAME_RULE}.` : 'Enter a user name.');
      return;
    }
    setProblem(null);
    add.mutate(
      { username: name, role },
      { onSuccess: (added) => onAdded({ username: added.username, password: added.temporaryPassword }) },
    );
  };

  const refused = add.isError ? usernameRefusal(add.error) : null;
  const general = add.isError && !refused ? accountRefusal(add.error, 'Adding the account') : null;
  return (
    <DialogForm
      title="Add staff"
      bodyClassName="space-y-5"
      onSubmit={submit}
      submitLabel="Add staff"
      pendingLabel="Adding..."
      pending={add.isPending}
    >
      <TextField
        label="User name"
        name="username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus
        hint={`${USERNAME_RULE}.`}
        error={problem ?? refused}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <ChoiceFieldset legend="Role">
        <ChoiceList
          type="radio"
          name="role"
          options={ROLE_OPTIONS}
          isChecked={(value) => role === value}
          onCheckedChange={(value) => setRole(value)}
          className="text-slate-800"
          multiline
        />
      </ChoiceFieldset>
      <div role="alert" className="empty:hidden">
        {general ? <p className="text-sm font-medium text-red-700">{general}</p> : null}
      </div>
    </DialogForm>
  );
}
