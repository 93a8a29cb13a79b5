// Who is asking, resolved once per request: `request.viewer` is the signed-in user's row, or
// null for a visitor. Routes read it instead of looking the session up themselves; the guards
// in guards.ts refuse before a handler runs.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { findUser } from '../data/users';
import type { ActorRow } from '../users/currentUser';
import { routeAccessOf, type RouteAccess } from './guards';

/** A route and the guard it declares (none: anyone may call it). */
export interface GuardedRoute {
  method: string;
  url: string;
  access: RouteAccess | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (also for a session whose user is gone). */
    viewer: ActorRow | null;
    /** The user a guard let through; set only by the route's guard (see actorOf). */
    actor: ActorRow | null;
  }
  interface FastifyInstance {
    /** Every route with the guard it declares, in registration order (for tests and reviews). */
    readonly guardedRoutes: readonly GuardedRoute[];
  }
}

/** Call on the root instance before any route is added, so every route and plugin sees it. */
export function registerViewer(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('actor', null);
  const routes: GuardedRoute[] = [];
  app.decorate('guardedRoutes', routes);
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD twin of every GET; it shares the GET's guard.
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: routeAccessOf(route.preHandler) });
    }
  });
  // A hook of the root instance runs before the route's own preHandlers (the guards).
  app.addHook('preHandler', async (request) => {
    const id = ctx.sessions.userId(request);
    request.viewer = id === null ? null : findUser(ctx.db, id);
  });
}
