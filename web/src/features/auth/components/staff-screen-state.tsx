// What a staff screen shows until the session is known: Loading..., or a way to try again when the check failed;
// the screen itself once someone is signed in (a signed-out visitor is on the way to the sign-in page, and one who
// must change a temporary password on the way to their account screen: the screen would only meet refusals).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import type { StaffSession } from '@/features/auth/types';

type StaffScreenStateProps = {
  session: UseQueryResult<StaffSession | null>;
  /** The screen, or a function of the signed-in session that makes it. */
  children: ReactNode | ((staff: StaffSession) => ReactNode);
  /** The screen where a temporary password is changed, shown before it is. */
  beforePasswordChange?: boolean;
};

export function StaffScreenState({ session, children, beforePasswordChange = false }: StaffScreenStateProps) {
  if (session.isError) {
    return (
      <LoadFailure onRetry={() => void session.refetch()}>Your sign-in could not be checked. Please try again.</LoadFailure>
    );
  }
  if (!session.data || (session.data.mustChangePassword && !beforePasswordChange)) return <LoadingStatus />;
  return typeof children === 'function' ? children(session.data) : children;
}
