// What a staff screen shows until the session is known: Loading..., or a way to try again when the check failed;
// the screen itself once someone is signed in (a signed-out visitor is on the way to the sign-in page).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { StaffSession } from '@/features/auth/types';

type StaffScreenStateProps = { session: UseQueryResult<StaffSession | null>; children: ReactNode };

export function StaffScreenState({ session, children }: StaffScreenStateProps) {
  if (session.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
        <p className="font-semibold">Your sign-in could not be checked. Please try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!session.data) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading...
      </p>
    );
  }
  return children;
}
