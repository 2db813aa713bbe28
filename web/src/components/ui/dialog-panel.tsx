// The usual inside of a dialog, built once: the title (and what the dialog is about) over a body and a row of
// buttons; and the form dialog, whose row is Cancel and the button that sends the form.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogDescription, DialogFooter, DialogHeader, DialogTitle, useCloseDialog } from '@/components/ui/dialog';

type DialogPanelProps = {
  title: ReactNode;
  description?: ReactNode;
  bodyClassName?: string;
  /** The row of buttons under the body. */
  footer: ReactNode;
  children: ReactNode;
};

/** Header, body and footer of a dialog, inside <DialogContent>. */
export function DialogPanel({ title, description, bodyClassName, footer, children }: DialogPanelProps) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      <DialogBody className={bodyClassName}>{children}</DialogBody>
      <DialogFooter>{footer}</DialogFooter>
    </>
  );
}

type DialogFormProps = Omit<DialogPanelProps, 'footer'> & {
  /** Called on submit; the form checks its own fields (the browser's checks are off). */
  onSubmit: () => void;
  submitLabel: string;
  /** The submit button's words while the request is on its way (it is disabled then). */
  pendingLabel: string;
  pending: boolean;
};

/** A dialog's form: the panel, with Cancel (closes) and the submit button in its footer. */
export function DialogForm({ onSubmit, submitLabel, pendingLabel, pending, ...panel }: DialogFormProps) {
  const close = useCloseDialog();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The submit is the dialog's alone: a form or handler around the dialog must not act on it too.
    event.stopPropagation();
    onSubmit();
  };
  const footer = (
    <>
      <Button variant="outline" onClick={close}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </>
  );
  return (
    <form onSubmit={submit} className="flex min-h-0 flex-col" noValidate>
      <DialogPanel {...panel} footer={footer} />
    </form>
  );
}
