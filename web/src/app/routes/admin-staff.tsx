// Staff (/admin/staff, signed-in staff only): for an owner, the staff accounts with what an owner does to them;
// for everyone, their own account and the form to change their password. A member who is not an owner is never
// asked for the list (the service would refuse it). A member who signed in with a temporary password is sent here
// first (useStaffOnly), told why, shown only the password form, and lands on the overview once it is changed.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { sessionKeys } from '@/features/auth/api/get-session';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { YourAccount } from '@/features/auth/components/your-account';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import type { StaffSession } from '@/features/auth/types';
import { StaffAccountsPanel } from '@/features/staff-accounts/components/staff-accounts-panel';
import { usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';

/** The title while a temporary password waits to be changed. */
const CHOOSE_PASSWORD = 'Choose Your Password';

export function AdminStaffRoute() {
  const session = useStaffOnly();
  const temporary = session.data?.mustChangePassword === true;
  const title = temporary ? CHOOSE_PASSWORD : paths.adminStaff.title;
  usePageTitle(title);

  return (
    <AdminWorkspace title={title} intro={temporary ? null : 'Who can sign in to this workspace, and your own account.'}>
      <Container className="max-w-4xl space-y-8 py-6 sm:py-8">
        <StaffScreenState session={session} beforePasswordChange>
          {(staff) => (staff.mustChangePassword ? <FirstPassword staff={staff} /> : <StaffAndAccount staff={staff} />)}
        </StaffScreenState>
      </Container>
      <Toaster />
    </AdminWorkspace>
  );
}

/** Why nothing else works yet, and the form; then on to the overview. */
function FirstPassword({ staff }: { staff: StaffSession }) {
  const [, navigate] = useLocation();
  return (
    <>
      <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">You signed in with a temporary password.</p>
        <p className="mt-1">
          An owner gave it to you to sign in once. Choose your own password now: nothing else in the workspace works
          until you do.
        </p>
      </div>
      <YourAccount
        session={staff}
        onPasswordChanged={() => {
          toast({ title: 'Your password is changed. Welcome!' });
          navigate(paths.adminHome.getHref());
        }}
      />
    </>
  );
}

function StaffAndAccount({ staff }: { staff: StaffSession }) {
  const queryClient = useQueryClient();
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  return (
    <>
      {staff.role === 'owner' ? (
        <StaffAccountsPanel self={staff.username} csrfToken={staff.csrfToken} onOwnAccountChanged={refreshSession} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          Only an owner of the agency adds staff, disables accounts and resets passwords. Ask an owner if someone needs
          an account or has forgotten their password.
        </p>
      )}
      <YourAccount session={staff} onPasswordChanged={() => toast({ title: 'Your password is changed.' })} />
    </>
  );
}
