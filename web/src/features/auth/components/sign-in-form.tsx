// Staff sign-in form: user name, password, Sign in; the server's message (or a network one) on failure.
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSignIn } from '@/features/auth/api/sign-in';
import { signInErrorMessage } from '@/features/auth/lib/sign-in-error';
import type { StaffSession } from '@/features/auth/types';

type Credentials = { username: string; password: string };

/** The form's two fields: label and input attributes, by the credential each holds. */
const FIELDS: { name: keyof Credentials; label: string; input: ComponentProps<typeof Input> }[] = [
  { name: 'username', label: 'User name', input: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false } },
  { name: 'password', label: 'Password', input: { type: 'password', autoComplete: 'current-password' } },
];

export function SignInForm({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const id = useId();
  const signIn = useSignIn();
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  const { username, password } = credentials;
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    signIn.mutate({ username: username.trim(), password }, { onSuccess: onSignedIn });
  };

  const error = missing ? 'Enter your user name and password.' : signIn.isError ? signInErrorMessage(signIn.error) : null;
  const errorId = `${id}-error`;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {FIELDS.map(({ name, label, input }) => (
        <div key={name} className="space-y-1.5">
          <Label htmlFor={`${id}-${name}`}>{label}</Label>
          <Input
            id={`${id}-${name}`}
            name={name}
            {...input}
            value={credentials[name]}
            onChange={(event) => setCredentials((current) => ({ ...current, [name]: event.target.value }))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
      ))}
      <div role="alert" id={errorId} className="min-h-0 empty:hidden">
        {error ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{error}</p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
