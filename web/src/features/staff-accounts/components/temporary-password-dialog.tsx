// The temporary password of an added or reset account, shown this once: the password, a Copy button, and the plain
// warning that it will not be shown again. Closing the dialog forgets it.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, useCloseDialog } from '@/components/ui/dialog';
import { DialogPanel } from '@/components/ui/dialog-panel';
import type { TemporaryPassword } from '@/features/staff-accounts/types';

type TemporaryPasswordDialogProps = {
  shown: TemporaryPassword | null;
  onClose: () => void;
};

export function TemporaryPasswordDialog({ shown, onClose }: TemporaryPasswordDialogProps) {
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md">{shown ? <PasswordPanel shown={shown} /> : null}</DialogContent>
    </Dialog>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_NOTES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied.',
  failed: 'Could not copy: select the password and copy it yourself.',
};

function PasswordPanel({ shown: { username, password } }: { shown: TemporaryPassword }) {
  const close = useCloseDialog();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyPassword = () =>
    navigator.clipboard?.writeText(password).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    ) ?? setCopy('failed');

  return (
    <DialogPanel
      title={`Temporary password for ${username}`}
      description={`Give it to ${username} in person or by phone. They must choose their own password when they first sign in.`}
      bodyClassName="space-y-4"
      footer={<Button onClick={close}>Done</Button>}
    >
      <div className="flex flex-wrap items-center gap-3">
        <code
          data-testid="temporary-password"
          className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-lg break-all text-navy-900 select-all"
        >
          {password}
        </code>
        <Button variant="outline" size="sm" onClick={() => void copyPassword()}>
          Copy password
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {COPY_NOTES[copy]}
        </span>
      </div>
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900">
        This password will not be shown again. Copy it or write it down before you close this window.
      </p>
    </DialogPanel>
  );
}
