// The place of the editor the address names (document-place.ts), the address of another place of the same
// document, and going there as a new history entry (the browser's Back returns).
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { placeOf, withPlace, type DocumentPlace } from '@/features/document-editor/lib/document-place';

export function useDocumentPlace() {
  const [params, setParams] = useSearchParams();
  const [pathname] = useLocation();
  const hrefOf = useCallback((place: DocumentPlace) => `${pathname}?${withPlace(params, place).toString()}`, [pathname, params]);
  const go = useCallback((place: DocumentPlace) => setParams((current) => withPlace(current, place)), [setParams]);
  return { place: placeOf(params), hrefOf, go };
}
