// The address's part after "#" (where a mailed link's token and a chosen start travel, never sent to the server):
// null while server-rendering and hydrating, so that the first render in the browser matches the server's.
import { useSyncExternalStore } from 'react';

const subscribeToHash = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

export function useAddressHash(): string | null {
  return useSyncExternalStore(subscribeToHash, () => window.location.hash, () => null);
}
