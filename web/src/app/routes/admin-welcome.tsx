// Welcome (/admin/welcome#token, the link of an invite by e-mail): the new colleague sees the user name the invite
// makes and chooses their password, twice; the account exists from then on, and they go on to sign in. A link that
// was used, is past its 72 hours or unknown says so and who to ask. The token rides in the fragment, so no server
// log or Referer ever holds it.
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { buttonVariants, Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { MIN_PASSWORD_LENGTH } from '@/config/account-rules';
import { paths } from '@/config/paths';
import { useAcceptInvite, useInvite } from '@/features/auth/api/accept-invite';
import { StaffCard } from '@/features/auth/components/staff-card';
import { lengthProblem } from '@/features/auth/lib/password-rules';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

const NOT_VALID = 'This invite link is not valid any more: each works once, for 72 hours. Ask the owner who invited you for a new one.';

const tokenInAddress = () => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1)));

function problemOf(password: string, repeat: string): { password?: string; repeat?: string } {
  const length = lengthProblem(password);
  if (length) return { password: length };
  return repeat === password ? {} : { repeat: 'The two passwords are not the same.' };
}

export function AdminWelcomeRoute() {
  usePageTitle(paths.adminWelcome.title);
  const [token] = useState(tokenInAddress);
  return (
    <StaffCard title={paths.adminWelcome.title}>
      <div className="mt-8">{token ? <Welcome token={token} /> : <p className="text-slate-700">{NOT_VALID}</p>}</div>
    </StaffCard>
  );
}

function Welcome({ token }: { token: string }) {
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: string; repeat?: string }>({});

  if (invite.isPending) return <p role="status" className="text-slate-600">Loading...</p>;
  const gone = invite.isError || (accept.error instanceof ApiError && accept.error.status === 410);
  if (accept.isSuccess) {
    return (
      <div className="space-y-5">
        <p role="status" className="text-slate-700">
          Your password is set. Sign in as <span className="font-semibold text-navy-900">{accept.data.username}</span>.
        </p>
        <Link href={paths.adminLogin.getHref()} className={buttonVariants({ className: 'w-full' })}>
          Sign in
        </Link>
      </div>
    );
  }
  if (gone || !invite.data) return <p className="text-slate-700">{NOT_VALID}</p>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(password, repeat);
    setProblems(found);
    if (!Object.keys(found).length) accept.mutate(password);
  };
  const refused = accept.error && !gone ? accept.error.message : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-slate-700">
        You are invited to the staff workspace as <span className="font-semibold text-navy-900">{invite.data.username}</span>.
        Choose the password you will sign in with.
      </p>
      <input type="text" name="username" autoComplete="username" value={invite.data.username} readOnly hidden />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={problems.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Password again"
        type="password"
        autoComplete="new-password"
        error={problems.repeat}
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      <div role="alert" className="empty:hidden">
        {refused ? <p className="text-sm font-medium text-red-700">{refused}</p> : null}
      </div>
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Saving...' : 'Set my password'}
      </Button>
    </form>
  );
}
