// "Delete this person's data": asks first, naming what goes (every request, note and queued mail from this e-mail
// address or phone number), then deletes it and tells the caller how many requests were forgotten.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useForgetPerson } from '@/features/requests/api/forget-person';
import type { StaffRequest } from '@/features/requests/types';
import { errorReason } from '@/lib/error-reason';

type ForgetPersonButtonProps = {
  request: Pick<StaffRequest, 'id' | 'email' | 'phone'>;
  csrfToken: string;
  onForgotten: (count: number) => void;
};

export function ForgetPersonButton({ request, csrfToken, onForgotten }: ForgetPersonButtonProps) {
  const [open, setOpen] = useState(false);
  const forget = useForgetPerson(request.id, csrfToken);
  const who = [request.email, request.phone].filter(Boolean).join(' or ');
  const confirm = () => forget.mutate(undefined, { onSuccess: (count) => onForgotten(count) });
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Delete this person&apos;s data
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) forget.reset();
        }}
        title="Delete this person's data?"
        confirmLabel={forget.isPending ? 'Deleting...' : 'Delete their data'}
        tone="danger"
        pending={forget.isPending}
        onConfirm={confirm}
      >
        <p>
          Every request, note and queued e-mail from {who || 'this person'} will be deleted, this one included. The
          timeline keeps only that a deletion happened. This cannot be undone.
        </p>
        <div role="alert" className="empty:hidden">
          {forget.isError ? (
            <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              The data could not be deleted{errorReason(forget.error) ? `: ${errorReason(forget.error)}` : '.'}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
