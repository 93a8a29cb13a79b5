// POST /api/v2/group {action, ...}: one call, many actions (spec part 2 §7). Each action is a
// handler in GROUP_ACTIONS with its own body schema and, unless anyone may call it, its guard:
// the groups screen's actions are in groupActions.ts, the group admin's in groupAdminActions.ts
// (their type, GroupAction, in groupAction.ts).
//   {action: 'sketches', groupId, page}  the group's gallery, newest additions first -> GroupSketchPage
// An unknown or missing group answers 404 'Invalid group' (the client shows that text).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePerAction } from '../auth/guards';
import * as v from 'valibot';
import type { DomainOptions } from '../context';
import { groupOf } from '../entities/community';
import { findGroupRow } from '../entities/groups';
import { cardPage } from '../feeds/cards';
import { groupFeed } from '../feeds/feeds';
import { pageField } from '../feeds/params';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { idField } from '../../src/api/schemas/requestFields';
import { feedViewerOf } from './actingUser';
import type { GroupAction } from './groupAction';
import { groupActions } from './groupActions';
import { groupAdminActions } from './groupAdminActions';
import type { GroupSketchPage } from '../../src/api/schemas/galleries';

export const INVALID_GROUP = 'Invalid group';

const sketchesBody = v.object({ action: v.literal('sketches'), groupId: idField, page: pageField });

const sketches: GroupAction = (ctx, request): GroupSketchPage => {
  const { groupId, page } = parseInput(sketchesBody, request.body, 'body');
  const row = findGroupRow(ctx.db, groupId);
  if (!row) throw notFound(INVALID_GROUP);
  return { group: groupOf(ctx.db, row), ...cardPage(ctx.db, feedViewerOf(request.viewer), page, groupFeed(groupId)) };
};

export const GROUP_ACTIONS: Record<string, GroupAction> = { sketches, ...groupActions, ...groupAdminActions };

function handlerOf(request: FastifyRequest): GroupAction | undefined {
  const body = request.body;
  const action = body && typeof body === 'object' ? (body as { action?: unknown }).action : undefined;
  return typeof action === 'string' && Object.hasOwn(GROUP_ACTIONS, action) ? GROUP_ACTIONS[action] : undefined;
}

export async function groupRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  // Each action's own guard runs as the route's preHandler (reads have none).
  app.post('/api/v2/group', { preHandler: requirePerAction((request) => handlerOf(request)?.guard ?? null) }, async (request) => {
    const handler = handlerOf(request);
    if (!handler) throw badRequest(`Unknown group action ${JSON.stringify((request.body as { action?: unknown } | null)?.action ?? null)}.`);
    return handler(ctx, request);
  });
}
