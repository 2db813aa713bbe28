// Focus follows the place the address names: an item opened brings its heading into view and focus; back on the
// list, focus returns to the line of the item just left.
import { useEffect, useRef } from 'react';
import { dottedPath, fieldId } from '@/features/document-editor/lib/value-paths';
import type { ValuePath } from '@/features/document-editor/types';

export const ITEM_HEADING_ID = 'doc-item-heading';

export function useFocusOnPlace(item: ValuePath | null) {
  const key = item ? dottedPath(item) : null;
  const left = useRef<ValuePath | null>(null);
  useEffect(() => {
    const before = left.current;
    left.current = item;
    if (item) {
      const heading = document.getElementById(ITEM_HEADING_ID);
      heading?.scrollIntoView?.({ block: 'start' });
      heading?.focus({ preventScroll: true });
    } else if (before) {
      document.getElementById(`${fieldId(before)}-open`)?.focus();
    }
    // The item is read again only when the address names another one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
