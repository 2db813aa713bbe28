// Staff sign-in page (/admin/login), in a layout of its own (no site header, no workspace bar): the sign-in form,
// then on to `next` when it is a path on this site (else the staff overview); a signed-in visitor is offered to
// continue or sign out.
import { Link, useLocation, useSearch } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { isStaffAddress, paths } from '@/config/paths';
import { useStaffSession } from '@/features/auth/api/get-session';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { StaffCard } from '@/features/auth/components/staff-card';
import { safeNextPath } from '@/features/auth/lib/safe-next';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminLoginRoute() {
  usePageTitle(paths.adminLogin.title);
  const [, navigate] = useLocation();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'));
  const session = useStaffSession();

  return (
    <TooltipProvider>
      <StaffCard
        title={paths.adminLogin.title}
        after={
          <p className="mt-6 text-center text-sm">
            <Link href={paths.home.getHref()} className="font-semibold text-navy-800 hover:text-teal-700">
              <span aria-hidden="true">&larr;</span> Back to the website
            </Link>
          </p>
        }
      >
        {session.isPending ? (
          <p role="status" className="mt-8 text-slate-600">
            Loading...
          </p>
        ) : session.data ? (
          <div className="mt-8 space-y-5">
            <p className="text-slate-700">
              You are signed in as <span className="font-semibold text-navy-900">{session.data.username}</span>.
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <Link href={next} className={buttonVariants({ className: 'flex-1' })}>
                {isStaffAddress(next.split(/[?#]/)[0] ?? '') ? 'Continue to the workspace' : 'Continue'}
              </Link>
              <SignOutButton csrfToken={session.data.csrfToken} onSignedOut={() => undefined} withText />
            </div>
          </div>
        ) : (
          <div className="mt-8">
            <p className="mb-6 text-slate-600">Sign in to edit the website: its pages, posts and agency details, and to answer requests.</p>
            <SignInForm onSignedIn={() => navigate(next)} />
          </div>
        )}
      </StaffCard>
      <Toaster />
    </TooltipProvider>
  );
}
