// The contract of one action of POST /api/v2/group. It lives apart from group.ts, which merges
// the actions into GROUP_ACTIONS, so that the files defining actions (groupActions.ts,
// groupAdminActions.ts) need not import the route that imports them.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';

/** One action; `guard` (a guard of auth/guards.ts) runs before it, none: anyone may call it. */
export type GroupAction = ((ctx: AppContext, request: FastifyRequest) => unknown) & { guard?: preHandlerAsyncHookHandler };
