// useDelayedMenu(): which drop-down of a menu bar is open (one at a time), with a close that waits a delay so a
// pointer that leaves and comes back within it keeps the menu open (spec §2 and §9: 150 ms).
import { useCallback, useEffect, useRef, useState } from 'react';

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

  const cancelPendingClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const open = useCallback(
    (id: string) => {
      cancelPendingClose();
      setOpenId(id);
    },
    [cancelPendingClose],
  );

  const toggle = useCallback(
    (id: string) => {
      cancelPendingClose();
      setOpenId((current) => (current === id ? null : id));
    },
    [cancelPendingClose],
  );

  const close = useCallback(
    (id?: string) => {
      cancelPendingClose();
      setOpenId((current) => (id === undefined || current === id ? null : current));
    },
    [cancelPendingClose],
  );

  const closeSoon = useCallback(
    (id: string) => {
      cancelPendingClose();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setOpenId((current) => (current === id ? null : current));
      }, closeDelay);
    },
    [cancelPendingClose, closeDelay],
  );

  // No state update after unmount.
  useEffect(() => cancelPendingClose, [cancelPendingClose]);

  return { openId, open, toggle, close, closeSoon };
}
