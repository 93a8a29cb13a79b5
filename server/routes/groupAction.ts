// The contract of one action of POST /api/v2/group. It lives apart from group.ts, which merges
// the actions into GROUP_ACTIONS, so that the files defining actions (groupActions.ts,
// groupAdminActions.ts) need not import the route that imports them.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type * as v from 'valibot';
import type { GroupActionBody } from '../../src/api/schemas/groupActions';
import type { AppContext } from '../context';

/** The route's body as parsed (GroupActionBody, shared with the client): one action's. */
export type GroupActionInput = v.InferOutput<typeof GroupActionBody>;
export type GroupActionName = GroupActionInput['action'];

/**
 * One action; it gets its parsed body. `guard` (a guard of auth/guards.ts) runs before it, none:
 * anyone may call it.
 */
export type GroupAction<A extends GroupActionName = GroupActionName> = ((
  ctx: AppContext,
  request: FastifyRequest,
  body: Extract<GroupActionInput, { action: A }>,
) => unknown) & { guard?: preHandlerAsyncHookHandler };

/** Every action by its name. */
export type GroupActions = { [A in GroupActionName]: GroupAction<A> };
