// React 18 and later have useSyncExternalStore built in: the build gives wouter this instead of
// the `use-sync-external-store` shim, which only re-exports it on React 19 anyway.
export { useSyncExternalStore } from 'react';
