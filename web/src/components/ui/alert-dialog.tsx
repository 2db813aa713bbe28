// Alert dialog primitives (shadcn/ui style on Radix Alert Dialog): a question that needs an answer before
// anything happens (delete, restore). Focus starts on the safe choice; Escape answers it.
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { overlayClasses, panelClasses } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

export const AlertDialog = AlertDialogPrimitive.Root;

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
  onConfirm: () => void;
};

/** A confirmation: title, what will happen (children), the confirming button and the one that keeps things. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content className={cn(panelClasses, 'max-w-md')}>
          <div className="px-5 pt-5 sm:px-6">
            <AlertDialogPrimitive.Title className="text-xl font-bold text-navy-900">{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description asChild>
              <div className="mt-2 space-y-2 text-slate-700">{children}</div>
            </AlertDialogPrimitive.Description>
          </div>
          <div className="mt-5 flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'outline', size: 'md' })}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogButton tone={tone} disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialogButton>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** The confirming button: it does not close the dialog by itself, so that the caller closes it once done. */
function AlertDialogButton({
  tone,
  className,
  ...props
}: ComponentProps<'button'> & { tone: 'default' | 'danger' }) {
  return (
    <button
      type="button"
      className={cn(
        buttonVariants({ variant: 'primary', size: 'md' }),
        tone === 'danger' && 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
        className,
      )}
      {...props}
    />
  );
}
