// Who is on a socket: the session cookie of the handshake resolved to the same users row the HTTP
// routes see as request.viewer (server/auth/viewer.ts). Read once per (re)connection; a socket
// without a valid session is a visitor (null).
import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { SESSION_COOKIE } from '../auth/sessions';
import { activeBan, findUser, type UserRow } from '../users/currentUser';

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface SocketViewer {
  user: UserRow;
  /** Suspended or permanently banned right now (an unaccepted warning does not count). */
  suspended: boolean;
}

/** The signed-in user behind the socket's handshake, or null for a visitor. */
export function socketViewer(ctx: AppContext, socket: Pick<Socket, 'handshake'>): SocketViewer | null {
  const token = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
  const userId = ctx.sessions.userIdFor(token);
  if (userId === null) return null;
  const user = findUser(ctx.db, userId);
  if (!user) return null;
  const ban = activeBan(ctx.db, userId, ctx.clock());
  return { user, suspended: ban !== null && ban.duration !== 0 };
}
