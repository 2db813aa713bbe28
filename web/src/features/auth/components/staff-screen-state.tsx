// What a staff screen shows until the session is known: Loading..., or a way to try again when the check failed;
// the screen itself once someone is signed in (a signed-out visitor is on the way to the sign-in page).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import type { StaffSession } from '@/features/auth/types';

type StaffScreenStateProps = {
  session: UseQueryResult<StaffSession | null>;
  /** The screen, or a function of the signed-in session that makes it. */
  children: ReactNode | ((staff: StaffSession) => ReactNode);
};

export function StaffScreenState({ session, children }: StaffScreenStateProps) {
  if (session.isError) {
    return (
      <LoadFailure onRetry={() => void session.refetch()}>Your sign-in could not be checked. Please try again.</LoadFailure>
    );
  }
  if (!session.data) return <LoadingStatus />;
  return typeof children === 'function' ? children(session.data) : children;
}
