// Who may act is checked on every message (socketViewer.ts), and idle sockets are told too: every
// process looks at the users of its own sockets every SWEEP_MS, so a ban, an unaccepted warning,
// a logout, a merge or a deleted account reaches each open socket of that user, on every process
// (they share the database), within a second, whatever changed it (a route on another process, a
// suspension's end, a row deleted by hand). The namespace decides what "revoked" means for it:
// tell the socket why and close it.
import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { sessionToken, viewerOf, type SocketViewer } from './socketViewer';

/** How often each process looks at its sockets' users (half the promised second, for the trip). */
export const SWEEP_MS = 400;

/** Decides, from the viewer read now, whether the socket may go on; runs `revoke` when not. */
export interface Watched {
  allowed: (viewer: SocketViewer | null) => boolean;
  revoke: (viewer: SocketViewer | null) => void;
}

export class AccessWatch {
  private readonly watched = new Map<Socket, Watched>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly sweepMs = SWEEP_MS,
  ) {}

  /** Watches the socket from now until it disconnects or is revoked (once). */
  watch(socket: Socket, watched: Watched): void {
    if (!this.watched.has(socket)) socket.once('disconnect', () => this.unwatch(socket));
    this.watched.set(socket, watched);
    if (!this.timer) {
      this.timer = setInterval(() => {
        try {
          this.sweep();
        } catch (error) {
          // A busy database this time: the next sweep looks again.
          console.error('Realtime access sweep failed:', error);
        }
      }, this.sweepMs);
      this.timer.unref();
    }
  }

  unwatch(socket: Socket): void {
    this.watched.delete(socket);
    if (this.watched.size === 0) this.stop();
  }

  /** Looks at every watched socket's user now (one read per session, however many sockets). */
  sweep(): void {
    const viewers = new Map<string | undefined, SocketViewer | null>();
    for (const [socket, watched] of [...this.watched]) {
      const token = sessionToken(socket);
      if (!viewers.has(token)) viewers.set(token, viewerOf(this.ctx, token));
      const viewer = viewers.get(token) ?? null;
      if (watched.allowed(viewer)) continue;
      this.unwatch(socket);
      watched.revoke(viewer);
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
