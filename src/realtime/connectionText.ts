// The connection state as the words the chat box and the whiteboard show (issue 13): nothing
// while connected, "Reconnecting..." with the attempt, and a clear text once the 64 attempts are
// spent.
import { MAX_RECONNECT_ATTEMPTS, type ConnectionState } from './connection';

export function connectionText(state: ConnectionState): string {
  switch (state.kind) {
    case 'idle':
    case 'connecting':
      return 'Connecting...';
    case 'reconnecting':
      return `Reconnecting... (attempt ${state.attempt} of ${MAX_RECONNECT_ATTEMPTS})`;
    case 'failed':
      return `Could not reconnect after ${MAX_RECONNECT_ATTEMPTS} attempts. Check your connection and try again.`;
    case 'closed':
      return 'Disconnected.';
    case 'connected':
      return '';
  }
}
