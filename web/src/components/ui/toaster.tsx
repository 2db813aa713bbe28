// Toaster: renders the toast store (lib/use-toast) with the Radix provider and viewport. Mounted only by the
// staff screens (admin editor, inline editor), never on a public page's first load.
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastPlace,
} from '@/components/ui/toast';
import { dismissToast, useToast } from '@/lib/use-toast';

/** `place`: where the toasts show (ToastPlace); a public page passes `bottom`, clear of its header. */
export function Toaster({ place }: { place?: ToastPlace }) {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, action, duration, open }) => (
        <Toast
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          variant={variant ?? 'default'}
          // Errors interrupt (assertive); confirmations wait their turn (polite).
          type={variant === 'destructive' || action ? 'foreground' : 'background'}
          {...(duration ? { duration } : {})}
        >
          <div className="grid gap-0.5">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onAction} className="self-center">
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport place={place} />
    </ToastProvider>
  );
}
