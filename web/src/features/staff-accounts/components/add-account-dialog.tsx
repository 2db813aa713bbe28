// Add staff: a user name (the service's rule under it; capitals are taken as lowercase), their e-mail address and a
// role. With an address the colleague is invited by e-mail (a single-use link, valid 72 hours, where they choose their
// password: onInvited()); without one, the account gets a temporary password to hand over (onAdded()). The service's
// refusal is shown beside the user name (taken, not allowed) or above the buttons.
import { useState } from 'react';
import { ChoiceFieldset, ChoiceList } from '@/components/ui/choice';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-panel';
import { TextField } from '@/components/ui/text-field';
import { isValidUsername, USERNAME_RULE } from '@/config/account-rules';
import { useAddStaffAccount } from '@/features/staff-accounts/api/add-staff-account';
import { useInviteStaff } from '@/features/staff-accounts/api/invite-staff';
import { ROLE_CHOICES } from '@/features/staff-accounts/lib/role-text';
import { accountRefusal, usernameRefusal } from '@/features/staff-accounts/lib/account-refusal';
import type { SentInvite, StaffAccount, TemporaryPassword } from '@/features/staff-accounts/types';

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
  onInvited: (sent: SentInvite) => void;
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

function AddAccountForm({ csrfToken, onAdded, onInvited }: Omit<AddAccountDialogProps, 'open' | 'onOpenChange'>) {
  const added = useAddStaffAccount(csrfToken);
  const invited = useInviteStaff(csrfToken);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffAccount['role']>('staff');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const name = username.trim().toLowerCase();
    if (!isValidUsername(name)) {
      setProblem(name ? `Not a user name this site takes: use ${USERNAME_RULE}.` : 'Enter a user name.');
      return;
    }
    setProblem(null);
    const address = email.trim();
    if (address) {
      added.reset();
      invited.mutate({ username: name, email: address, role }, { onSuccess: onInvited });
      return;
    }
    invited.reset();
    added.mutate(
      { username: name, role },
      { onSuccess: (answer) => onAdded({ username: answer.username, password: answer.temporaryPassword }) },
    );
  };

  const failed = invited.error ?? added.error;
  const refused = failed ? usernameRefusal(failed) : null;
  const general = failed && !refused ? accountRefusal(failed, email.trim() ? 'Sending the invite' : 'Adding the account') : null;
  return (
    <DialogForm
      title="Add staff"
      bodyClassName="space-y-5"
      onSubmit={submit}
      submitLabel={email.trim() ? 'Send invite' : 'Add with a temporary password'}
      pendingLabel={email.trim() ? 'Sending...' : 'Adding...'}
      pending={added.isPending || invited.isPending}
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
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="off"
        hint="We e-mail them a link, valid 72 hours, where they choose their own password. Leave it empty to give them a temporary password instead."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
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
