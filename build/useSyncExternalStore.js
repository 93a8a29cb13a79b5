// What the build gives for `use-sync-external-store/shim` (wouter imports it): React 18 and later
// have useSyncExternalStore built in, and the shim's fallback for older React would cost every
// route's first load 0.8 KB for nothing (alias in build.mjs).
export { useSyncExternalStore } from 'react';
