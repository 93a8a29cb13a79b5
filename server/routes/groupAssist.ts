// Group admin's assist calls (spec part 2 §7), for group admins ('g') and gloperators ('m');
// every route refuses visitors (401) and everyone else (403) in its preHandler:
//   GET  /api/v2/assist/groupActivity {cursor}                        -> GroupActivityPage
//   GET  /api/v2/assist/groupStats {cursor, sort}                     -> GroupStatsPage
//   POST /api/v2/assist/groupFeatures {cursor}                        -> GroupFeaturePage (the new feature requests)
//   POST /api/v2/assist/groupFeatures {action: approve|reject, id, group, message} -> {ok}
//        (approving needs a non-empty message, §5; the feature joins the queue)
//   GET  /api/v2/assist/features {queue}                              -> FeatureQueue (the queued sketches)
//   POST /api/v2/assist/groupMod {id, official}                       -> GroupMod
//   POST /api/v2/assist/groupSuggest {groupId, groupTitle, sketchId, sketchTitle} -> {id} (a new feature request)
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { OkResponse } from '../../src/api/schemas/common';
import { GROUP_STATS_SORTS, type FeatureQueue, type GroupActivityPage, type GroupFeaturePage, type GroupMod, type GroupStatsPage } from '../../src/api/schemas/groupAdmin';
import { ADMIN_MESSAGE_MAX, GROUP_ADMIN_FLAGS } from '../../src/lib/groupAdminRules';
import { actorOf, requireAnyRole } from '../auth/guards';
import type { DomainOptions } from '../context';
import { featureProposed, groupTitle, setOfficial } from '../data/groups';
import { isPublicSketch } from '../data/sketches';
import { activityPage, addFeatureRequest, decideFeature, featureQueue, findFeature, logActivity, newFeaturesPage, offsetOfCursor, statsPage } from '../entities/groupAdmin';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { flagField, idField } from '../../src/api/schemas/requestFields';
import { INVALID_GROUP } from './group';
import { GROUP_ADMIN_ONLY } from './groupAdminActions';

export const FEATURE_MESSAGE_NEEDED = 'Approving a feature needs a message.';
export const NO_SUCH_FEATURE = 'No such feature request.';
export const ALREADY_PROPOSED = 'This sketch is already proposed for this group.';

const cursorField = v.optional(
  v.pipe(
    v.string('Expected a cursor'),
    v.check((cursor) => offsetOfCursor(cursor) !== null, 'Expected a cursor of this list'),
  ),
  '',
);
const listQuery = v.object({ cursor: cursorField });
const statsQuery = v.object({ cursor: cursorField, sort: v.optional(v.picklist(GROUP_STATS_SORTS, `Expected sort ${GROUP_STATS_SORTS.join(', ')}`), 'sketches') });
const queueQuery = v.object({ queue: v.optional(v.picklist(['1'], 'Expected queue=1')) });
const adminMessage = v.pipe(v.string('Expected a message'), v.trim(), v.maxLength(ADMIN_MESSAGE_MAX, `A message has at most ${ADMIN_MESSAGE_MAX} characters`));
const decisionBody = v.object({
  action: v.picklist(['approve', 'reject'], "Expected action 'approve' or 'reject'"),
  id: idField,
  group: idField,
  message: v.optional(adminMessage, ''),
});
const modBody = v.object({ id: idField, official: flagField });
const titleText = v.pipe(v.string('Expected a title'), v.maxLength(200, 'A title has at most 200 characters'));
const suggestBody = v.object({ groupId: idField, groupTitle: titleText, sketchId: idField, sketchTitle: titleText });

export async function groupAssistRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const nowIso = () => new Date(ctx.clock()).toISOString();
  const preHandler = requireAnyRole(GROUP_ADMIN_FLAGS, GROUP_ADMIN_ONLY);
  const titleOf = (id: number) => groupTitle(db, id);

  app.get('/api/v2/assist/groupActivity', { preHandler }, async (request): Promise<GroupActivityPage> => {
    const { cursor } = parseInput(listQuery, request.query, 'query');
    return activityPage(db, offsetOfCursor(cursor) ?? 0);
  });

  app.get('/api/v2/assist/groupStats', { preHandler }, async (request): Promise<GroupStatsPage> => {
    const { cursor, sort } = parseInput(statsQuery, request.query, 'query');
    return statsPage(db, sort, offsetOfCursor(cursor) ?? 0, nowIso());
  });

  app.post('/api/v2/assist/groupFeatures', { preHandler }, async (request): Promise<GroupFeaturePage | OkResponse> => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!('action' in body)) {
      const { cursor } = parseInput(listQuery, body, 'body');
      return newFeaturesPage(db, offsetOfCursor(cursor) ?? 0);
    }
    const admin = actorOf(request);
    const { action, id, group, message } = parseInput(decisionBody, body, 'body');
    if (action === 'approve' && message === '') throw badRequest(FEATURE_MESSAGE_NEEDED);
    const feature = findFeature(db, id);
    if (!feature || feature.group_id !== group || feature.state !== 'new') throw notFound(NO_SUCH_FEATURE);
    const date = nowIso();
    db.transaction(() => {
      decideFeature(db, id, action === 'approve' ? 'queued' : 'rejected', message, admin.id, date);
      if (action === 'approve') logActivity(db, { groupId: group, userId: admin.id, kind: 'feature', sketchId: feature.sketch_id, date });
    })();
    return { ok: true };
  });

  app.get('/api/v2/assist/features', { preHandler }, async (request): Promise<FeatureQueue> => {
    parseInput(queueQuery, request.query, 'query');
    return { sketches: featureQueue(db) };
  });

  app.post('/api/v2/assist/groupMod', { preHandler }, async (request): Promise<GroupMod> => {
    const admin = actorOf(request);
    const { id, official } = parseInput(modBody, request.body, 'body');
    if (titleOf(id) === undefined) throw notFound(INVALID_GROUP);
    db.transaction(() => {
      setOfficial(db, id, official);
      logActivity(db, { groupId: id, userId: admin.id, kind: official ? 'official' : 'unofficial', date: nowIso() });
    })();
    return { id, official };
  });

  app.post('/api/v2/assist/groupSuggest', { preHandler }, async (request): Promise<{ id: number }> => {
    const admin = actorOf(request);
    const { groupId, sketchId } = parseInput(suggestBody, request.body, 'body');
    if (titleOf(groupId) === undefined) throw notFound(INVALID_GROUP);
    if (!isPublicSketch(db, sketchId)) throw notFound('No such sketch.');
    if (featureProposed(db, groupId, sketchId)) throw badRequest(ALREADY_PROPOSED);
    const date = nowIso();
    const id = db.transaction(() => {
      const featureId = addFeatureRequest(db, { groupId, sketchId, userId: admin.id, dateIso: date });
      logActivity(db, { groupId, userId: admin.id, kind: 'suggest', sketchId, date });
      return featureId;
    })();
    return { id };
  });
}
