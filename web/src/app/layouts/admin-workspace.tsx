// The staff workspace's layout: a skip link; a bar with the agency's name (the way back to the overview), the
// staff navigation (Requests with the count of new ones, Bookings, Reports, Posts, Newsletter, Site, Staff), who is signed in, a link to the website and
// Sign out; then the screen in <main>, under its title when it has one. No public header, footer or quote button.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useStaffSession } from '@/features/auth/api/get-session';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useNewRequestCount } from '@/features/requests/api/get-requests';
import { cn } from '@/lib/cn';
import { useSiteFacts } from '@/lib/site-facts';

type AdminWorkspaceProps = {
  /** The screen's <h1>; left out when the screen shows its own (the post preview's article). */
  title?: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** Asked before signing out (say, about unsaved changes); false stays signed in. */
  confirmSignOut?: () => boolean;
  children: ReactNode;
};

/** The sections, each current on its own address and the addresses below it. */
export const WORKSPACE_SECTIONS = [
  { label: 'Requests', href: paths.adminRequests.getHref(), also: [] },
  { label: 'Bookings', href: paths.adminBookings.getHref(), also: [] },
  { label: 'Reports', href: paths.adminReports.getHref(), also: [] },
  { label: 'Posts', href: paths.blogEditor.getHref(), also: [paths.adminPreview.path.replace(/\/:\w+$/, '')] },
  { label: 'Newsletter', href: paths.adminNewsletter.getHref(), also: [] },
  { label: 'Site', href: paths.adminSite.getHref(), also: [] },
  { label: 'Staff', href: paths.adminStaff.getHref(), also: [] },
] as const;

/** The screen's <main>, where the skip link goes (not the site layout's id: that names the frame around it). */
const WORKSPACE_MAIN_ID = 'workspace-main';

const isUnder = (here: string, href: string) => here === href || here.startsWith(`${href}/`);

export function AdminWorkspace({ title, intro, confirmSignOut, children }: AdminWorkspaceProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href={`#${WORKSPACE_MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <WorkspaceName />
          <WorkspaceNav />
          <SignedInStaff confirmSignOut={confirmSignOut} />
        </Container>
      </header>
      <main id={WORKSPACE_MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {title ? (
          <Container className="pt-6 sm:pt-8">
            <h1 className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
            {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
          </Container>
        ) : null}
        {children}
      </main>
    </div>
  );
}

/** The agency's name, linking to the overview. */
function WorkspaceName() {
  const [location] = useLocation();
  const { data: facts } = useSiteFacts();
  const home = paths.adminHome.getHref();
  return (
    <Link
      href={home}
      aria-current={location.toLowerCase() === home ? 'page' : undefined}
      className="min-w-0 rounded-md py-1 text-navy-900 hover:text-teal-700"
    >
      <span className="block truncate font-extrabold tracking-tight">{facts?.name ?? 'Agency website'}</span>
      <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">Staff workspace</span>
    </Link>
  );
}

function WorkspaceNav() {
  const [location] = useLocation();
  const { data: staff } = useStaffSession();
  const { data: newCount } = useNewRequestCount({ enabled: !!staff && !staff.mustChangePassword });
  const here = location.toLowerCase();

  return (
    // Below the name and the person on a narrow screen (its own row: nothing scrolls sideways), between them wider.
    <nav aria-label="Staff" className="order-last basis-full md:order-none md:basis-auto">
      <ul className="flex flex-wrap gap-1">
        {WORKSPACE_SECTIONS.map(({ label, href, also }) => {
          const current = isUnder(here, href) || also.some((prefix) => isUnder(here, prefix));
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold',
                  current ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-50',
                )}
              >
                {label}
                {label === 'Requests' && newCount ? (
                  <span
                    data-testid="new-request-count"
                    className="rounded-full bg-teal-700 px-2 py-0.5 text-xs leading-4 text-white"
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
  );
}

function SignedInStaff({ confirmSignOut }: { confirmSignOut?: () => boolean }) {
  const [, navigate] = useLocation();
  const { data: staff } = useStaffSession();
  if (!staff) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="text-sm text-slate-600">
        Signed in as <span className="font-semibold text-navy-900">{staff.username}</span>
      </p>
      <Link href={paths.home.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        View the website
      </Link>
      <SignOutButton
        withText
        confirm={confirmSignOut}
        csrfToken={staff.csrfToken}
        onSignedOut={() => navigate(paths.adminLogin.getHref())}
      />
    </div>
  );
}
