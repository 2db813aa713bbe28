// useStaffOnly(): the staff session of a staff-only screen; a visitor who is not signed in (or was signed out
// elsewhere) goes to the sign-in page, which brings them back here; a member who signed in with a temporary password
// goes to the Staff screen, which holds their account, to change it, since the service refuses everything else until
// then.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useStaffSession } from '@/features/auth/api/get-session';

export function useStaffOnly() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useStaffSession();
  const signedOut = session.data === null;
  const mustChangePassword = session.data?.mustChangePassword === true;
  useEffect(() => {
    const account = paths.adminStaff.getHref();
    if (signedOut) {
      const here = `${location}${search ? `?${search}` : ''}`;
      navigate(`${paths.adminLogin.getHref()}?next=${encodeURIComponent(here)}`, { replace: true });
    } else if (mustChangePassword && location.toLowerCase() !== account) {
      navigate(account, { replace: true });
    }
  }, [signedOut, mustChangePassword, location, search, navigate]);
  return session;
}
