// Who is on a socket: the session cookie of the handshake resolved to the same users row the HTTP
// routes see as request.viewer (server/auth/viewer.ts), with what stops them from acting. Read
// again for every message a socket sends (issue 21): a ban, a warning, a logout, a merge or a
// deleted account takes effect at the next message, and access.ts tells idle sockets.
import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { SESSION_COOKIE } from '../auth/sessions';
import { wasMerged } from '../data/moderation';
import { findUser, type UserRow } from '../data/users';
import { activeBan } from '../users/currentUser';
import { ACCOUNT_MERGED_TEXT, banText } from '../../src/lib/ban';
import type { BanRecord } from '../../src/api/schemas/session';

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
  /** A suspension, a permanent ban or an unaccepted warning in force (as the HTTP guards refuse). */
  ban: BanRecord | null;
  /** A gloperator merged this account into another. */
  merged: boolean;
}

/** The session token of the socket's handshake (the key of its standing). */
export function sessionToken(socket: Pick<Socket, 'handshake'>): string | undefined {
  return cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
}

/** The signed-in user behind the session token, or null for a visitor (or a deleted account). */
export function viewerOf(ctx: AppContext, token: string | undefined): SocketViewer | null {
  const userId = ctx.sessions.userIdFor(token);
  if (userId === null) return null;
  const user = findUser(ctx.db, userId);
  if (!user) return null;
  return { user, ban: activeBan(ctx.db, userId, ctx.clock()), merged: wasMerged(ctx.db, userId) };
}

/** The signed-in user behind the socket's handshake, now. */
export function socketViewer(ctx: AppContext, socket: Pick<Socket, 'handshake'>): SocketViewer | null {
  return viewerOf(ctx, sessionToken(socket));
}

/**
 * Why the viewer may not act (chat, draw, stream), as the text to tell them, or null when they
 * may: `loginText` for a visitor, the ban page's text (spec part 2 §2) under a ban or warning.
 */
export function refusalText(viewer: SocketViewer | null, loginText: string): string | null {
  if (!viewer) return loginText;
  if (viewer.ban) return banText(viewer.ban);
  if (viewer.merged) return ACCOUNT_MERGED_TEXT;
  return null;
}
