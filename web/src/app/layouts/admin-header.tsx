// The staff screens' header: their navigation (Posts, Requests with the count of new ones), who is signed in,
// Back to Home and Sign out, then the screen's title and a line about it.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useStaffSession } from '@/features/auth/api/get-session';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useNewRequestCount } from '@/features/requests/api/get-requests';
import { cn } from '@/lib/cn';

type AdminHeaderProps = {
  title: string;
  /** A line under the title. */
  children?: ReactNode;
  /** Asked before signing out (say, about unsaved changes); false stays signed in. */
  confirmSignOut?: () => boolean;
};

const SECTIONS = [
  { label: 'Posts', href: paths.blogEditor.getHref() },
  { label: 'Requests', href: paths.adminRequests.getHref() },
] as const;

export function AdminHeader({ title, children, confirmSignOut }: AdminHeaderProps) {
  const [location, navigate] = useLocation();
  const { data: staff } = useStaffSession();
  const { data: newCount } = useNewRequestCount({ enabled: !!staff });
  const here = location.toLowerCase();

  return (
    <div className="border-b border-slate-200 bg-navy-50">
      <Container className="py-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-b border-navy-100 pb-3">
          <nav aria-label="Staff">
            <ul className="flex gap-1">
              {SECTIONS.map(({ label, href }) => {
                const current = here === href || here.startsWith(`${href}/`);
                return (
                  <li key={href}>
                    <Link
                      href={href}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold',
                        current ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-white',
                      )}
                    >
                      {label}
                      {label === 'Requests' && newCount ? (
                        <span
                          data-testid="new-request-count"
                          className="rounded-full bg-teal-600 px-2 py-0.5 text-xs leading-4 text-white"
                        >
                          {newCount}
                          <span className="sr-only"> new</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-2">
            {staff ? (
              <p className="basis-full text-sm text-slate-600 sm:mr-1 sm:basis-auto">
                Signed in as <span className="font-semibold text-navy-900">{staff.username}</span>
              </p>
            ) : null}
            <Link href={paths.home.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Back to Home
            </Link>
            {staff ? (
              <SignOutButton
                withText
                confirm={confirmSignOut}
                csrfToken={staff.csrfToken}
                onSignedOut={() => navigate(paths.adminLogin.getHref())}
              />
            ) : null}
          </div>
        </div>
        <div className="py-5 sm:py-7">
          <h1 className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
          {children ? <p className="mt-2 text-slate-600">{children}</p> : null}
        </div>
      </Container>
    </div>
  );
}
