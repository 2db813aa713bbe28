// Toast state (the shadcn/ui use-toast store): one toast at a time — a new one replaces the old —,
// dismissed toasts removed 1,000,000 ms later; toast() from anywhere, useToast() in the <Toaster>. A toast may
// carry one action (Undo) and a longer time on screen to reach it.
import { useSyncExternalStore, type ReactNode } from 'react';

/** Only one toast is shown at a time. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store (shadcn's TOAST_REMOVE_DELAY). */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast: `altText` tells screen-reader users how else to do it once the toast is gone. */
export type ToastActionData = { label: string; altText: string; onAction: () => void };

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastActionData;
  /** Time on screen in ms; the provider's default (5000) otherwise. */
  duration?: number;
  open: boolean;
};

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

export type ToastState = { toasts: ToastData[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions; timers are the store's business, not the reducer's. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let count = 0;
const nextId = () => {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
};

const listeners = new Set<(state: ToastState) => void>();
let memoryState: ToastState = { toasts: [] };
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction) {
  memoryState = toastReducer(memoryState, action);
  if (action.type === 'DISMISS_TOAST') {
    for (const t of memoryState.toasts) if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
  }
  listeners.forEach((listener) => listener(memoryState));
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE_TOAST', toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

/** Show a toast (replacing the one shown); returns its id and a dismiss function. */
export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
  return { id, dismiss };
}

export function dismissToast(toastId?: string) {
  dispatch(toastId === undefined ? { type: 'DISMISS_TOAST' } : { type: 'DISMISS_TOAST', toastId });
}

function subscribe(listener: (state: ToastState) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => memoryState;

/** The toasts to render, kept current. */
export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...state, toast, dismiss: dismissToast };
}
