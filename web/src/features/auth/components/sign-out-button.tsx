// Sign out: a button with its icon and a visible label (or, where space is short, the icon with a tooltip);
// POST /api/auth/logout with the CSRF token, then onSignedOut().
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { WithTooltip } from '@/components/ui/tooltip';
import { useSignOut } from '@/features/auth/api/sign-out';
import { errorReason } from '@/lib/error-reason';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/use-toast';

function SignOutIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </Icon>
  );
}

type SignOutButtonProps = {
  csrfToken: string;
  onSignedOut: () => void;
  /** Asked first (say, about unsaved changes); false keeps the staff member signed in. */
  confirm?: () => boolean;
  withText?: boolean;
  className?: string;
};

export function SignOutButton({ csrfToken, onSignedOut, confirm, withText = false, className }: SignOutButtonProps) {
  const signOut = useSignOut();
  const click = () => {
    if (confirm && !confirm()) return;
    signOut.mutate(csrfToken, {
      onSuccess: () => {
        onSignedOut();
        signOut.clearSession();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: `Could not sign out${errorReason(error) ? `: ${errorReason(error)}` : ''}`,
        }),
    });
  };

  const button = (
    <Button
      variant="outline"
      size="sm"
      onClick={click}
      disabled={signOut.isPending}
      aria-label={withText ? undefined : 'Sign out'}
      className={cn(!withText && 'w-9 px-0', className)}
    >
      <SignOutIcon className="size-5" />
      {withText ? 'Sign out' : null}
    </Button>
  );
  return withText ? button : <WithTooltip label="Sign out">{button}</WithTooltip>;
}
