// POST /api/v2/group {action, ...}: one call, many actions (spec part 2 §7). Each action is a
// handler in GROUP_ACTIONS with, unless anyone may call it, its guard; its body is one of
// GroupActionBody's (src/api/schemas/groups.ts, shared with the client). The groups screen's
// actions are in groupActions.ts, the group admin's in groupAdminActions.ts (their type,
// GroupAction, in groupAction.ts).
//   {action: 'sketches', groupId, page}  the group's gallery, newest additions first -> GroupSketchPage
// An unknown or missing group answers 404 'Invalid group' (the client shows that text).
import type { FastifyRequest } from 'fastify';
import { requirePerAction } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { groupOf } from '../entities/community';
import { findGroupRow } from '../entities/groups';
import { cardPage, feedViewerOf } from '../feeds/cards';
import { groupFeed } from '../feeds/feeds';
import { notFound } from '../http/errors';
import type { GroupAction, GroupActions } from './groupAction';
import { groupActions } from './groupActions';
import { groupAdminActions } from './groupAdminActions';
import type { GroupSketchPage } from '../../src/api/schemas/galleries';
import { GroupActionBody } from '../../src/api/schemas/groupActions';

export const INVALID_GROUP = 'Invalid group';

const sketches: GroupAction<'sketches'> = (ctx, request, { groupId, page }): GroupSketchPage => {
  const row = findGroupRow(ctx.db, groupId);
  if (!row) throw notFound(INVALID_GROUP);
  // The group's count is of the sketches the viewer sees, as its gallery's cards are.
  const viewer = feedViewerOf(request.viewer);
  return { group: groupOf(ctx.db, row, viewer), ...cardPage(ctx.db, viewer, page, groupFeed(groupId)) };
};

export const GROUP_ACTIONS: GroupActions = { sketches, ...groupActions, ...groupAdminActions };

/** The action a body asks for, before it is known to be well formed (its guard runs first). */
function handlerOf(request: FastifyRequest): GroupAction | undefined {
  const body = request.body;
  const action = body && typeof body === 'object' ? (body as { action?: unknown }).action : undefined;
  return typeof action === 'string' && Object.hasOwn(GROUP_ACTIONS, action) ? (GROUP_ACTIONS[action as keyof GroupActions] as GroupAction) : undefined;
}

export async function groupRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  // Each action's own guard runs as the route's preHandler (reads have none); then a body that is
  // not one of the actions' (an unknown action too) is refused.
  app.post(
    '/api/v2/group',
    { schema: { body: GroupActionBody }, preHandler: requirePerAction((request) => handlerOf(request)?.guard ?? null) },
    async (request) => {
      const body = request.body;
      return (GROUP_ACTIONS[body.action] as GroupAction)(ctx, request, body);
    },
  );
}
