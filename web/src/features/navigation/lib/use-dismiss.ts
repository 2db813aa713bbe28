// useDismiss(): while a menu is open, a press outside it or Escape anywhere closes it.
import { useEffect, type RefObject } from 'react';

/**
 * While `active`, calls `dismiss` on a press outside every element of `inside` (touch screens have no pointer
 * leave) and on Escape anywhere; `byEscape` tells which, for a menu that then gives focus back to its button.
 */
export function useDismiss(
  active: boolean,
  inside: readonly RefObject<Element | null>[],
  dismiss: (byEscape: boolean) => void,
) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!inside.some((ref) => ref.current?.contains(event.target as Node))) dismiss(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, inside, dismiss]);
}
