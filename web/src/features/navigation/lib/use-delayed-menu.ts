// useDelayedMenu(): which drop-down of a menu bar is open (one at a time), with a close that waits a delay so a
// pointer that leaves and comes back within it keeps the menu open (150 ms).
import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';

export const DROPDOWN_CLOSE_DELAY_MS = 150;

export type DelayedMenu = {
  /** The id of the open drop-down, or null. */
  openId: string | null;
  /** Open `id` now (closing any other) and cancel a pending close. */
  open: (id: string) => void;
  /** Open `id`, or close it when it is the open one. */
  toggle: (id: string) => void;
  /** Close now: `id` only if given and open, else whatever is open. */
  close: (id?: string) => void;
  /** Close `id` after the delay unless it is opened again (or another is opened) before then. */
  closeSoon: (id: string) => void;
};

export function useDelayedMenu(closeDelay: number = DROPDOWN_CLOSE_DELAY_MS): DelayedMenu {
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelPendingClose = useCallback(() => clearTimeout(timer.current), []);
  // No state update after unmount.
  useEffect(() => cancelPendingClose, [cancelPendingClose]);

  /** Every change now cancels a pending close. */
  const change = (next: SetStateAction<string | null>) => {
    cancelPendingClose();
    setOpenId(next);
  };

  return {
    openId,
    open: change,
    toggle: (id) => change((current) => (current === id ? null : id)),
    close: (id) => change((current) => (id === undefined || current === id ? null : current)),
    closeSoon: (id) => {
      cancelPendingClose();
      timer.current = setTimeout(() => setOpenId((current) => (current === id ? null : current)), closeDelay);
    },
  };
}
