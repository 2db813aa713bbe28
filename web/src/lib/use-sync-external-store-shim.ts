// React 18+ has useSyncExternalStore built in; wouter still imports the compatibility shim for older
// React versions. The build points the shim here so readers don't download a second copy.
export { useSyncExternalStore } from 'react';
