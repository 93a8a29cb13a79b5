// Several processes sharing rooms through Redis (README "Several processes"): what a namespace
// must tell the other processes' namespaces (not their clients) goes by serverSideEmit. The
// single-process default has socket.io's in-memory adapter, whose serverSideEmit only prints a
// warning, so it is skipped there.
import type { Namespace } from 'socket.io';
import { Adapter } from 'socket.io-adapter';

/** Whether the namespace shares its rooms with other processes. */
export function clustered(nsp: Namespace): boolean {
  return nsp.adapter.serverSideEmit !== Adapter.prototype.serverSideEmit;
}

/** Tells the other processes' namespaces (a no-op in a single process). */
export function tellOtherProcesses(nsp: Namespace, event: string, ...args: unknown[]): void {
  if (clustered(nsp)) nsp.serverSideEmit(event, ...args);
}
