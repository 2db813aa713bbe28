// A confirmation (delete, restore) as an alert dialog: what will happen, the confirming button and the one that
// keeps things as they are, which has the focus first. Escape answers "keep".
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, useCloseDialog } from '@/components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive confirmation is red. */
  tone?: 'default' | 'danger';
  pending?: boolean;
  /** The caller closes the dialog once done. */
  onConfirm: () => void;
};

export function ConfirmDialog({ open, onOpenChange, ...props }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" size="sm">
        <ConfirmPanel {...props} />
      </DialogContent>
    </Dialog>
  );
}

function ConfirmPanel({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  pending = false,
  onConfirm,
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>) {
  const close = useCloseDialog();
  return (
    <>
      <div className="px-5 pt-5 sm:px-6">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2 space-y-2 text-base text-slate-700">{children}</DialogDescription>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="outline" onClick={close} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
