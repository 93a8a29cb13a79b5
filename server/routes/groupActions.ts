// The groups screen's actions of POST /api/v2/group (spec part 2 §2-§5, §7-§9), merged into
// GROUP_ACTIONS (group.ts). Reads are open to everyone; request, requestVote, add and remove
// need a user who may act (the requireActor guard, run per action by the route's preHandler).
//   {action: 'request', title, description, thumbnail}  -> GroupRequestCreated  (thumbnail: a sketch link or id)
//   {action: 'requestVote', requestId}                   -> GroupRequestVote     (once per user, for 30 days)
//   {action: 'requests'}                                 -> GroupRequestList     (open ones, most upvotes first)
//   {action: 'search', query}                            -> GroupList            ('' lists every group)
//   {action: 'query', groupId}                           -> GroupInfo            (404 'Invalid group')
//   {action: 'groupsForUser', userId?}                   -> GroupList            (default the viewer; none for a visitor)
//   {action: 'events'}                                   -> GroupEventList       (running events)
//   {action: 'add' | 'remove', groupId, sketchId}        -> SketchGroups         (the sketch's owner; add: a group they are in)
import type { FastifyRequest } from 'fastify';
import type { GroupEventList, GroupInfo, GroupList, GroupRequestCreated, GroupRequestList, GroupRequestVote, SketchGroups } from '../../src/api/schemas/groups';
import { GROUP_TEXTS, MAX_GROUPS_PER_SKETCH, requestVotable, thumbnailSketchId } from '../../src/lib/groupRules';
import { actorOf, requireActor } from '../auth/guards';
import type { AppContext } from '../context';
import { addGroupSketch, addRequestVote, groupsOfSketch, groupTitleTaken, insertGroupRequest, removeGroupSketch } from '../data/groups';
import { sketchExists, sketchOwner, sketchPassesFilter } from '../data/sketches';
import { visibleTo } from '../feeds/cards';
import { userExists } from '../data/users';
import { groupOf } from '../entities/community';
import { findGroupRow, findRequest, groupOfficials, groupsOfUser, isMember, openRequests, runningEvents, searchGroups } from '../entities/groups';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import type { GroupAction, GroupActionName, GroupActions } from './groupAction';

const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** An action only a user who may act can call: the route runs `guard` before it. */
const forActors = <A extends GroupActionName>(action: GroupAction<A>): GroupAction<A> => Object.assign(action, { guard: requireActor });

const nowIso = (ctx: AppContext) => new Date(ctx.clock()).toISOString();
const viewerId = (request: FastifyRequest) => request.viewer?.id ?? null;

const request: GroupAction<'request'> = forActors((ctx, req, body): GroupRequestCreated => {
  const actor = actorOf(req);
  const sketchId = typeof body.thumbnail === 'number' ? body.thumbnail : thumbnailSketchId(body.thumbnail);
  if (sketchId === null || !sketchExists(ctx.db, sketchId)) throw badRequest(GROUP_TEXTS.needThumbnail);
  // Everyone sees a request's thumbnail (the groups page lists requests to visitors), and the group's
  // once approved: it must be one a visitor's lists show (public, not mature, not taken down).
  if (!sketchPassesFilter(ctx.db, sketchId, visibleTo(null))) throw badRequest(GROUP_TEXTS.publicThumbnail);
  // A request for a name a group has could never be approved: it is refused now, while the requester is here.
  if (groupTitleTaken(ctx.db, body.title)) throw badRequest(GROUP_TEXTS.nameTaken);
  const id = insertGroupRequest(ctx.db, { title: body.title, description: body.description, thumbnail_sketch_id: sketchId, user_id: actor.id, created: nowIso(ctx) });
  return { request: findRequest(ctx.db, id, actor.id)! };
});

const requestVote: GroupAction<'requestVote'> = forActors((ctx, req, { requestId }): GroupRequestVote => {
  const actor = actorOf(req);
  const found = findRequest(ctx.db, requestId, actor.id);
  if (!found) throw notFound('This group request does not exist.');
  if (!requestVotable(found.date, ctx.clock())) throw conflict('Voting on this request has closed.');
  if (!addRequestVote(ctx.db, requestId, actor.id, nowIso(ctx))) throw conflict('You have already voted for this request.');
  return { id: requestId, upvotes: found.upvotes + 1, voted: true };
});

const requests: GroupAction<'requests'> = (ctx, req): GroupRequestList => {
  return { requests: openRequests(ctx.db, viewerId(req)) };
};

const search: GroupAction<'search'> = (ctx, _req, { query }): GroupList => {
  return { groups: searchGroups(ctx.db, query) };
};

const query: GroupAction<'query'> = (ctx, req, { groupId }): GroupInfo => {
  const row = findGroupRow(ctx.db, groupId);
  if (!row) throw notFound(GROUP_TEXTS.invalidGroup);
  const viewer = viewerId(req);
  return {
    group: { ...groupOf(ctx.db, row), events: runningEvents(ctx.db, nowIso(ctx), groupId).length },
    events: runningEvents(ctx.db, nowIso(ctx), groupId),
    officials: groupOfficials(ctx.db, groupId),
    member: viewer !== null && isMember(ctx.db, groupId, viewer),
  };
};

const groupsForUser: GroupAction<'groupsForUser'> = (ctx, req, { userId }): GroupList => {
  const id = userId ?? viewerId(req);
  if (id === null) return { groups: [] };
  if (!userExists(ctx.db, id)) throw notFound(`User ${id} does not exist.`);
  return { groups: groupsOfUser(ctx.db, id) };
};

const events: GroupAction<'events'> = (ctx): GroupEventList => {
  return { events: runningEvents(ctx.db, nowIso(ctx)) };
};

/** The sketch and group of an add or remove, after the owner's checks. */
function membershipTarget(ctx: AppContext, req: FastifyRequest, { groupId, sketchId }: { groupId: number; sketchId: number }) {
  const actor = actorOf(req);
  const owner = sketchOwner(ctx.db, sketchId);
  if (owner === undefined) throw notFound(`Sketch ${sketchId} does not exist.`);
  if (owner !== actor.id) throw forbidden('Only the artist of a sketch may put it in groups or take it out.');
  if (!findGroupRow(ctx.db, groupId)) throw notFound(GROUP_TEXTS.invalidGroup);
  return { groupId, sketchId, actor };
}

const add: GroupAction<'add'> = forActors((ctx, req, body): SketchGroups => {
  const { groupId, sketchId, actor } = membershipTarget(ctx, req, body);
  const inGroups = groupsOfSketch(ctx.db, sketchId);
  if (!inGroups.some((g) => g.id === groupId)) {
    // Eligible groups are the ones the artist is in (the sketch page's eligibleGroups).
    if (!isMember(ctx.db, groupId, actor.id)) throw forbidden('You can only add a sketch to a group you are a member of.');
    if (inGroups.length >= MAX_GROUPS_PER_SKETCH) throw conflict(GROUP_TEXTS.tooManyGroups);
    addGroupSketch(ctx.db, groupId, sketchId, actor.id, nowIso(ctx));
  }
  return { sketchId, groups: groupsOfSketch(ctx.db, sketchId) };
});

const remove: GroupAction<'remove'> = forActors((ctx, req, body): SketchGroups => {
  const { groupId, sketchId } = membershipTarget(ctx, req, body);
  removeGroupSketch(ctx.db, groupId, sketchId);
  return { sketchId, groups: groupsOfSketch(ctx.db, sketchId) };
});

export const groupActions: Pick<GroupActions, 'request' | 'requestVote' | 'requests' | 'search' | 'query' | 'groupsForUser' | 'events' | 'add' | 'remove'> = { request, requestVote, requests, search, query, groupsForUser, events, add, remove };
