// Dialog primitives on the browser's own modal <dialog>: the page behind is inert, Escape closes, focus starts
// inside (on [data-autofocus] or the first control) and returns to where it was. No injected <style> (the site's
// Content-Security-Policy refuses inline styles), so the page's scroll is held with a class instead.
import { createContext, useContext, useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type DialogState = { close: () => void; titleId: string; descriptionId: string };

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('Dialog parts must be inside <Dialog>');
  return state;
}

/** The dialog exists only while open, so that what it holds starts afresh each time. */
export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const id = useId();
  if (!open) return null;
  const state = { close: () => onOpenChange(false), titleId: `${id}-title`, descriptionId: `${id}-description` };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

let scrollLocks = 0;

/** Where a panel sits: centred, as wide as its `className` allows, never taller than the screen. */
const panelClasses =
  'fixed inset-0 m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] flex-col overflow-hidden rounded-xl ' +
  'border border-slate-200 bg-white p-0 text-slate-900 shadow-xl open:flex backdrop:bg-navy-950/50';

const SIZES = {
  /** A question or a small form. */
  sm: 'h-fit max-w-md',
  /** Most dialogs. */
  md: 'h-fit max-w-lg',
  /** A work area (History): as tall as the screen allows. */
  wide: 'h-[calc(100dvh-1.5rem)] max-w-5xl',
};

type DialogContentProps = Omit<ComponentProps<'dialog'>, 'role'> & {
  /** 'alertdialog' for a question that needs an answer: no close button, no closing by a click outside. */
  role?: 'dialog' | 'alertdialog';
  size?: keyof typeof SIZES;
  closeLabel?: string;
};

export function DialogContent(props: DialogContentProps) {
  const { className, children, role = 'dialog', size = 'md', closeLabel = 'Close', ...rest } = props;
  const { close, titleId, descriptionId } = useDialog();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers without modal dialogs (and jsdom) still show it.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    scrollLocks += 1;
    document.documentElement.classList.add('overflow-hidden');
    return () => {
      scrollLocks -= 1;
      if (scrollLocks === 0) document.documentElement.classList.remove('overflow-hidden');
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the app closes it, so that its state stays the one truth.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; a question must be answered instead.
        if (event.target === event.currentTarget && role === 'dialog') close();
      }}
      className={cn(panelClasses, SIZES[size], className)}
      {...rest}
    >
      {children}
      {role === 'dialog' ? (
        <button
          type="button"
          aria-label={closeLabel}
          onClick={close}
          className="absolute top-3 right-3 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <CloseIcon className="size-5" />
        </button>
      ) : null}
    </dialog>
  );
}

/** A function that closes the dialog (for Cancel buttons). */
export function useCloseDialog(): () => void {
  return useDialog().close;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('border-b border-slate-200 px-5 py-4 pr-14 sm:px-6', className)} {...props} />;
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 id={useDialog().titleId} className={cn('text-xl font-bold text-navy-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div id={useDialog().descriptionId} className={cn('mt-1 text-sm text-slate-600', className)} {...props} />;
}
