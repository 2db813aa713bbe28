// Toast primitives (shadcn/ui style on Radix Toast): provider, viewport, the toast itself (default or
// destructive), title, description, an action button (Undo) and the close button. Swipe right past 50 px dismisses; F8 focuses the region.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A toast shows for 5000 ms; a swipe right past 50 px dismisses it. */
const TOAST_DURATION = 5000;
const TOAST_SWIPE_THRESHOLD = 50;

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      {...props}
    />
  );
}

/**
 * Where toasts show: `corner` at the top on small screens and bottom right from sm up (the staff screens); `bottom`
 * at the bottom on every width (a public page, whose top holds the site header and its phone number).
 */
export type ToastPlace = 'corner' | 'bottom';

const viewportPlaces: Record<ToastPlace, string> = {
  corner: 'top-0 sm:top-auto sm:bottom-0',
  bottom: 'bottom-0',
};

export function ToastViewport({
  className,
  place = 'corner',
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport> & { place?: ToastPlace }) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // The region spans a corner of the screen: only the toasts in it take clicks (pointer-events-auto),
        // never the empty space around them, which would swallow a click on the button beneath.
        'pointer-events-none fixed right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4',
        viewportPlaces[place],
        'outline-none',
        'sm:max-w-[420px]',
        'focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-teal-500',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg ' +
    'border p-4 pr-10 shadow-lg ' +
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform ' +
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ' +
    'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-900',
        destructive: 'destructive border-red-700 bg-red-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('mt-0.5 text-sm opacity-90', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-9 shrink-0 items-center rounded-md border border-navy-200 bg-white px-3 text-sm font-semibold ',
        'text-navy-900 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
        'group-[.destructive]:border-white/70 group-[.destructive]:bg-transparent group-[.destructive]:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        'absolute top-2 right-2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        'group-[.destructive]:text-red-100 group-[.destructive]:hover:bg-red-800 group-[.destructive]:hover:text-white',
        'focus-visible:outline-2 focus-visible:outline-teal-500',
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" className="size-4">
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </ToastPrimitive.Close>
  );
}
