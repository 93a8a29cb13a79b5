// Access checks as route-level preHandlers, so they run before the handler and a route shows
// what it requires where it is declared:
//   app.post('/comment', { preHandler: requireActor }, handler)
//   app.post('/api/v2/content/createImage', { preHandler: requireRole('m', 'Only gloperators ...') }, handler)
// Handlers then take the user with actorOf(request). The refusals keep the bodies the routes
// always sent: 401 not_logged_in, 403 forbidden with the reason (account_restricted under a ban).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { IconFlag } from '../../src/api/schemas/session';
import { ACCOUNT_RESTRICTED } from '../../src/api/schemas/common';
import { ACCOUNT_MERGED_TEXT } from '../../src/lib/ban';
import { wasMerged } from '../data/moderation';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { activeBan, type ActorRow } from '../users/currentUser';
import { hasIcon } from './roles';

/** What a guard lets through: actors (signed in, no ban in force), any signed-in user, or a role. */
export type RouteAccess = { kind: 'actor' } | { kind: 'signedIn' } | { kind: 'role'; flag: IconFlag } | { kind: 'anyRole'; flags: readonly IconFlag[] } | { kind: 'perAction' };

const accessOfGuard = new WeakMap<object, RouteAccess>();

function guard(access: RouteAccess, check: (request: FastifyRequest) => ActorRow): preHandlerAsyncHookHandler {
  const handler: preHandlerAsyncHookHandler = async (request) => {
    request.actor = check(request);
  };
  accessOfGuard.set(handler, access);
  return handler;
}

/** The access a route's preHandler option declares (the first guard in it), or null. */
export function routeAccessOf(preHandler: unknown): RouteAccess | null {
  for (const handler of [preHandler].flat()) {
    const access = typeof handler === 'function' ? accessOfGuard.get(handler) : undefined;
    if (access) return access;
  }
  return null;
}

/** Any signed-in user, also one under a ban (who may still read the ban and accept a warning). */
export const requireSignedIn = (message?: string): preHandlerAsyncHookHandler =>
  guard({ kind: 'signedIn' }, (request) => {
    if (!request.viewer) throw unauthorized(message);
    return request.viewer;
  });

/**
 * A route that waits before it writes (an upload reads and decodes its file) calls it again in
 * its write: the account may have been merged or suspended meanwhile.
 *
 * 403 while a suspension or an unaccepted warning is in force: those users see only the ban
 * page until it is over or accepted, whatever their roles. 403 for good on an account a
 * gloperator merged into another: its content lives there now, and what it made after the merge
 * would stay behind on an account nobody can merge again (the sockets refuse it alike).
 */
export function refuseBanned(request: FastifyRequest, user: ActorRow): void {
  const { db, clock } = request.server.ctx;
  // First: a merged-away account cannot act again, whatever warning it still had.
  if (wasMerged(db, user.id)) throw new HttpError(403, ACCOUNT_RESTRICTED, ACCOUNT_MERGED_TEXT);
  const ban = activeBan(db, user.id, clock());
  if (ban) {
    throw new HttpError(403, ACCOUNT_RESTRICTED, ban.duration === 0 ? 'Please read and accept the warning on your account first.' : 'Your account is suspended.');
  }
}

/** The user who may act: 401 for a visitor, 403 under a suspension or an unaccepted warning. */
export const requireActor: preHandlerAsyncHookHandler = guard({ kind: 'actor' }, (request) => {
  const user = request.viewer;
  if (!user) throw unauthorized();
  refuseBanned(request, user);
  return user;
});

/**
 * An actor who carries the role flag ('g' group admin, 'm' gloperator, 'p' patron); 403 with
 * `message` otherwise. A role is a privilege on top of acting, so a ban in force refuses first:
 * a warned gloperator has no moderator tools until the warning is accepted.
 */
export const requireRole = (flag: IconFlag, message: string): preHandlerAsyncHookHandler =>
  guard({ kind: 'role', flag }, (request) => {
    const user = request.viewer;
    if (!user) throw unauthorized();
    refuseBanned(request, user);
    if (!hasIcon(user, flag)) throw forbidden(message);
    return user;
  });

/**
 * A route that takes many actions in one call (POST /api/v2/group {action}): `guardOf` names the
 * guard of the action asked for (one of the guards above), or null for an action anyone may call.
 */
export const requirePerAction = (guardOf: (request: FastifyRequest) => preHandlerAsyncHookHandler | null): preHandlerAsyncHookHandler => {
  const handler: preHandlerAsyncHookHandler = async function (this, request, reply) {
    await guardOf(request)?.call(this, request, reply);
  };
  accessOfGuard.set(handler, { kind: 'perAction' });
  return handler;
};

/**
 * An actor who carries any of the role flags (as requireRole; group admin pages: 'g' or 'm');
 * 401 for a visitor, 403 under a ban or without the flags.
 */
export const requireAnyRole = (flags: readonly IconFlag[], message: string): preHandlerAsyncHookHandler =>
  guard({ kind: 'anyRole', flags }, (request) => {
    const user = request.viewer;
    if (!user) throw unauthorized();
    refuseBanned(request, user);
    if (!flags.some((flag) => hasIcon(user, flag))) throw forbidden(message);
    return user;
  });

/**
 * The user the route's guard let through. A route that reads it without declaring a guard is
 * a programming error: it fails (500) rather than act for nobody.
 */
export function actorOf(request: FastifyRequest): ActorRow {
  if (!request.actor) throw new Error(`${request.method} ${request.url} reads the actor but declares no guard preHandler.`);
  return request.actor;
}
