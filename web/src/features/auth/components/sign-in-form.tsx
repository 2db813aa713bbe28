// Staff sign-in form: user name, password, Sign in; the server's message (or a network one) on failure.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSignIn } from '@/features/auth/api/sign-in';
import { signInErrorMessage } from '@/features/auth/lib/sign-in-error';
import type { StaffSession } from '@/features/auth/types';

export function SignInForm({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const id = useId();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
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
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-username`}>User name</Label>
        <Input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
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
