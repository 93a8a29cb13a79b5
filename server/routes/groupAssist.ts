// Group admin's assist calls (spec part 2 §7), for group admins ('g') and gloperators ('m');
// every route refuses visitors (401) and everyone else (403) in its preHandler:
//   GET  /api/v2/assist/groupActivity {cursor}                        -> GroupActivityPage
//   GET  /api/v2/assist/groupStats {cursor, sort}                     -> GroupStatsPage
//   POST /api/v2/assist/groupFeatures {cursor}                        -> GroupFeaturePage (the new feature requests)
//   POST /api/v2/assist/groupFeatures {action: approve|reject, id, group, message} -> {ok}
//        (approving needs a non-empty message, §5; the feature joins the queue)
//   GET  /api/v2/assist/features {queue}                              -> FeatureQueue (the queued sketches)
//   POST /api/v2/assist/groupMod {id, official}                       -> GroupMod
//   POST /api/v2/assist/groupSuggest {groupId, groupTitle, sketchId, sketchTitle} -> {id} (a new feature request;
//        a sketch that is missing or not public: 404 'Please fill in the fields with valid links')
import type { OkResponse } from '../../src/api/schemas/common';
import {
  FeatureQueueQuery,
  GroupActivityQuery,
  GroupFeaturesBody,
  GroupModBody,
  GroupStatsQuery,
  GroupSuggestBody,
  type FeatureQueue,
  type GroupActivityPage,
  type GroupFeaturePage,
  type GroupMod,
  type GroupStatsPage,
} from '../../src/api/schemas/groupAdmin';
import { GROUP_ADMIN_FLAGS, GROUP_ADMIN_TEXTS } from '../../src/lib/groupAdminRules';
import { actorOf, requireAnyRole } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { addFeatureRequest, decideFeature, featureProposed, findFeature, groupTitle, setOfficial } from '../data/groups';
import { isPublicSketch } from '../data/sketches';
import { activityPage, featureQueue, logActivity, newFeaturesPage, offsetOfCursor, statsPage } from '../entities/groupAdmin';
import { badRequest, notFound } from '../http/errors';
import { INVALID_GROUP } from './group';
import { GROUP_ADMIN_ONLY } from './groupAdminActions';
import { writeTransaction } from '../db/database';

export const FEATURE_MESSAGE_NEEDED = 'Approving a feature needs a message.';
export const NO_SUCH_FEATURE = 'No such feature request.';
export const ALREADY_PROPOSED = 'This sketch is already proposed for this group.';

export async function groupAssistRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const nowIso = () => new Date(ctx.clock()).toISOString();
  const preHandler = requireAnyRole(GROUP_ADMIN_FLAGS, GROUP_ADMIN_ONLY);
  const titleOf = (id: number) => groupTitle(db, id);

  app.get('/api/v2/assist/groupActivity', { schema: { querystring: GroupActivityQuery }, preHandler }, async (request): Promise<GroupActivityPage> => {
    const { cursor } = request.query;
    return activityPage(db, offsetOfCursor(cursor) ?? 0);
  });

  app.get('/api/v2/assist/groupStats', { schema: { querystring: GroupStatsQuery }, preHandler }, async (request): Promise<GroupStatsPage> => {
    const { cursor, sort } = request.query;
    return statsPage(db, sort, offsetOfCursor(cursor) ?? 0, nowIso());
  });

  app.post('/api/v2/assist/groupFeatures', { schema: { body: GroupFeaturesBody }, preHandler }, async (request): Promise<GroupFeaturePage | OkResponse> => {
    const body = request.body;
    if (body.action === undefined) return newFeaturesPage(db, offsetOfCursor(body.cursor) ?? 0);
    const admin = actorOf(request);
    const { action, id, group, message } = body;
    if (action === 'approve' && message === '') throw badRequest(FEATURE_MESSAGE_NEEDED);
    const feature = findFeature(db, id);
    // A request whose sketch is no longer public is not listed (newFeatureRows): nor decided.
    if (!feature || feature.group_id !== group || feature.state !== 'new' || !isPublicSketch(db, feature.sketch_id)) throw notFound(NO_SUCH_FEATURE);
    const date = nowIso();
    writeTransaction(db, () => {
      decideFeature(db, id, action === 'approve' ? 'queued' : 'rejected', message, admin.id, date);
      if (action === 'approve') logActivity(db, { groupId: group, userId: admin.id, kind: 'feature', sketchId: feature.sketch_id, date });
    });
    return { ok: true };
  });

  app.get('/api/v2/assist/features', { schema: { querystring: FeatureQueueQuery }, preHandler }, async (): Promise<FeatureQueue> => {
    return { sketches: featureQueue(db) };
  });

  app.post('/api/v2/assist/groupMod', { schema: { body: GroupModBody }, preHandler }, async (request): Promise<GroupMod> => {
    const admin = actorOf(request);
    const { id, official } = request.body;
    if (titleOf(id) === undefined) throw notFound(INVALID_GROUP);
    writeTransaction(db, () => {
      setOfficial(db, id, official);
      logActivity(db, { groupId: id, userId: admin.id, kind: official ? 'official' : 'unofficial', date: nowIso() });
    });
    return { id, official };
  });

  app.post('/api/v2/assist/groupSuggest', { schema: { body: GroupSuggestBody }, preHandler }, async (request): Promise<{ id: number }> => {
    const admin = actorOf(request);
    const { groupId, sketchId } = request.body;
    if (titleOf(groupId) === undefined) throw notFound(INVALID_GROUP);
    // Spec §5: a sketch link must resolve, here to a sketch the group may hold (a missing one, or
    // one unlisted or taken down, does not); the form shows the spec's words as they come.
    if (!isPublicSketch(db, sketchId)) throw notFound(GROUP_ADMIN_TEXTS.suggestInvalid);
    if (featureProposed(db, groupId, sketchId)) throw badRequest(ALREADY_PROPOSED);
    const date = nowIso();
    const id = writeTransaction(db, () => {
      const featureId = addFeatureRequest(db, { groupId, sketchId, userId: admin.id, dateIso: date });
      logActivity(db, { groupId, userId: admin.id, kind: 'suggest', sketchId, date });
      return featureId;
    });
    return { id };
  });
}
