// POST /api/v2/group {action, ...}: one call, many actions (spec part 2 §7). Each action is a
// handler in GROUP_ACTIONS with its own body schema; add the others (request, requestVote,
// search, query, groupsForUser, events, add, remove, info, requests, requestApprove,
// requestDelete) as entries of the table.
//   {action: 'sketches', groupId, page}  the group's gallery, newest additions first -> GroupSketchPage
// An unknown or missing group answers 404 'Invalid group' (the client shows that text).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext, DomainOptions } from '../context';
import { groupOf, type GroupRow } from '../entities/community';
import { cardPage } from '../feeds/cards';
import { groupFeed } from '../feeds/feeds';
import { pageField } from '../feeds/params';
import { badRequest, notFound } from '../http/errors';
import { idField, parseInput } from '../http/validation';
import { feedViewerOf } from './actingUser';
import type { GroupSketchPage } from '../../src/api/schemas/galleries';

export const INVALID_GROUP = 'Invalid group';

type GroupAction = (ctx: AppContext, request: FastifyRequest) => unknown;

const sketchesBody = v.object({ action: v.literal('sketches'), groupId: idField, page: pageField });

const sketches: GroupAction = (ctx, request): GroupSketchPage => {
  const { groupId, page } = parseInput(sketchesBody, request.body, 'body');
  const row = ctx.db.prepare('SELECT id, title, description, thumbnail_sketch_id, official FROM groups WHERE id = ?').get(groupId) as
    | GroupRow
    | undefined;
  if (!row) throw notFound(INVALID_GROUP);
  return { group: groupOf(ctx.db, row), ...cardPage(ctx.db, feedViewerOf(request.viewer), page, groupFeed(groupId)) };
};

export const GROUP_ACTIONS: Record<string, GroupAction> = { sketches };

export async function groupRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  app.post('/api/v2/group', async (request) => {
    const action = (request.body as { action?: unknown } | null)?.action;
    const handler = typeof action === 'string' && Object.hasOwn(GROUP_ACTIONS, action) ? GROUP_ACTIONS[action] : undefined;
    if (!handler) throw badRequest(`Unknown group action ${JSON.stringify(action ?? null)}.`);
    return handler(ctx, request);
  });
}
