// Change your own password: the current one, the new one (the service's rule beside it) and the new one again;
// each problem beside its field, whether found here or by the service; onChanged() once the service took it.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useChangePassword } from '@/features/auth/api/change-password';
import { passwordChangeRefusal } from '@/features/auth/lib/password-change-error';
import {
  NEW_PASSWORD_RULE,
  passwordProblems,
  type PasswordFields,
  type PasswordProblems,
} from '@/features/auth/lib/password-rules';

const EMPTY: PasswordFields = { current: '', new: '', repeat: '' };

const FIELDS: { name: keyof PasswordFields; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'current', label: 'Current password', autoComplete: 'current-password' },
  { name: 'new', label: 'New password', autoComplete: 'new-password', hint: NEW_PASSWORD_RULE },
  { name: 'repeat', label: 'New password again', autoComplete: 'new-password' },
];

type ChangePasswordFormProps = {
  csrfToken: string;
  /** For a temporary password: the current field's name says so. */
  temporary?: boolean;
  onChanged: () => void;
};

export function ChangePasswordForm({ csrfToken, temporary = false, onChanged }: ChangePasswordFormProps) {
  const change = useChangePassword(csrfToken);
  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordProblems(fields);
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    change.mutate(
      { current: fields.current, new: fields.new },
      {
        onSuccess: () => {
          setFields(EMPTY);
          onChanged();
        },
        onError: (error) => {
          const refusal = passwordChangeRefusal(error);
          setProblems(refusal.fields);
          setGeneral(refusal.general);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {FIELDS.map(({ name, label, autoComplete, hint }) => (
        <TextField
          key={name}
          name={name}
          type="password"
          label={name === 'current' && temporary ? 'Temporary password' : label}
          autoComplete={autoComplete}
          hint={hint}
          error={problems[name]}
          value={fields[name]}
          onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
      <div role="alert" className="empty:hidden">
        {general ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {general}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
