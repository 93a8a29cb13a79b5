// React adapter: the current state of a RealtimeConnection, re-rendering on every change.
import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectionState, RealtimeConnection } from './connection';

const IDLE: ConnectionState = { kind: 'idle' };

export function useConnectionState(connection: RealtimeConnection | null): ConnectionState {
  const subscribe = useCallback((changed: () => void) => connection?.subscribe(changed) ?? (() => {}), [connection]);
  return useSyncExternalStore(subscribe, () => connection?.state ?? IDLE);
}
