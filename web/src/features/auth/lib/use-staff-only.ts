// useStaffOnly(): the staff session of a staff-only screen; a visitor who is not signed in (or was signed out
// elsewhere) goes to the sign-in page, which brings them back here.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useStaffSession } from '@/features/auth/api/get-session';

export function useStaffOnly() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useStaffSession();
  const signedOut = session.data === null;
  useEffect(() => {
    if (!signedOut) return;
    const here = `${location}${search ? `?${search}` : ''}`;
    navigate(`${paths.adminLogin.getHref()}?next=${encodeURIComponent(here)}`, { replace: true });
  }, [signedOut, location, search, navigate]);
  return session;
}
