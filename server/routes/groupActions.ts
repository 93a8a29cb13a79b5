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
//   {action: 'add' | 'remove', groupId, sketchId}        -> SketchGroups         (the sketch's owner; add: a public sketch, a group they are in)
// Group counts are the viewer's: a group's `sketches` counts what its gallery lists for them.
import type { FastifyRequest } from 'fastify';
import type { GroupEventList, GroupInfo, GroupList, GroupRequestCreated, GroupRequestList, GroupRequestVote, SketchGroups } from '../../src/api/schemas/groups';
import { GROUP_ADMIN_FLAGS } from '../../src/lib/groupAdminRules';
import { GROUP_TEXTS, MAX_GROUPS_PER_SKETCH, requestVotable, thumbnailSketchId } from '../../src/lib/groupRules';
import { actorOf, requireActor } from '../auth/guards';
import { hasIcon } from '../auth/roles';
import type { AppContext } from '../context';
import { writeTransaction } from '../db/database';
import { addGroupSketch, addRequestVote, groupsOfSketch, insertGroupRequest, removeGroupSketch } from '../data/groups';
import { isPublicSketch, sketchExists, sketchOwner, sketchPassesFilter } from '../data/sketches';
import { feedViewerOf, visibleTo } from '../feeds/cards';
import { userExists } from '../data/users';
import { groupOf } from '../entities/community';
import { logActivity } from '../entities/groupAdmin';
import {
  findGroupRow,
  findRequest,
  groupNameTaken,
  groupOfficials,
  groupsOfUser,
  isMember,
  nameRequested,
  openRequests,
  runningEvents,
  searchGroups,
} from '../entities/groups';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import type { GroupAction, GroupActionName, GroupActions } from './groupAction';

/** An unlisted or taken-down sketch stays out of groups: a group's gallery is for everyone to see. */
export const GROUP_NOT_PUBLIC_MESSAGE = 'Only a public sketch can go in a group: make this sketch public first.';

const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** An action only a user who may act can call: the route runs `guard` before it. */
const forActors = <A extends GroupActionName>(action: GroupAction<A>): GroupAction<A> => Object.assign(action, { guard: requireActor });

const nowIso = (ctx: AppContext) => new Date(ctx.clock()).toISOString();
const viewerId = (request: FastifyRequest) => request.viewer?.id ?? null;
const feedViewer = (request: FastifyRequest) => feedViewerOf(request.viewer);

const request: GroupAction<'request'> = forActors((ctx, req, body): GroupRequestCreated => {
  const actor = actorOf(req);
  const sketchId = typeof body.thumbnail === 'number' ? body.thumbnail : thumbnailSketchId(body.thumbnail);
  if (sketchId === null || !sketchExists(ctx.db, sketchId)) throw badRequest(GROUP_TEXTS.needThumbnail);
  // Everyone sees a request's thumbnail (the groups page lists requests to visitors), and the group's
  // once approved: it must be one a visitor's lists show (public, not mature, not taken down).
  if (!sketchPassesFilter(ctx.db, sketchId, visibleTo(null))) throw badRequest(GROUP_TEXTS.publicThumbnail);
  // A request for a name a group has, or another open request asks for, could never be approved
  // (or only one of them): it is refused now, while the requester is here. The title is the
  // schema's, white space collapsed; names compare by their group links (groupNameTaken).
  const id = writeTransaction(ctx.db, () => {
    if (groupNameTaken(ctx.db, body.title) || nameRequested(ctx.db, body.title)) throw badRequest(GROUP_TEXTS.nameTaken);
    return insertGroupRequest(ctx.db, { title: body.title, description: body.description, thumbnail_sketch_id: sketchId, user_id: actor.id, created: nowIso(ctx) });
  });
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

/** Group admins decide the requests, the ones of users they block too: their Requests tab reads this list. */
const decidesRequests = ({ viewer }: FastifyRequest) => viewer !== null && GROUP_ADMIN_FLAGS.some((flag) => hasIcon(viewer, flag));

const requests: GroupAction<'requests'> = (ctx, req): GroupRequestList => {
  return { requests: openRequests(ctx.db, viewerId(req), decidesRequests(req)) };
};

const search: GroupAction<'search'> = (ctx, req, { query }): GroupList => {
  return { groups: searchGroups(ctx.db, query, feedViewer(req)) };
};

const query: GroupAction<'query'> = (ctx, req, { groupId }): GroupInfo => {
  const row = findGroupRow(ctx.db, groupId);
  if (!row) throw notFound(GROUP_TEXTS.invalidGroup);
  const viewer = viewerId(req);
  return {
    group: { ...groupOf(ctx.db, row, feedViewer(req)), events: runningEvents(ctx.db, nowIso(ctx), groupId).length },
    events: runningEvents(ctx.db, nowIso(ctx), groupId),
    officials: groupOfficials(ctx.db, groupId, viewer),
    member: viewer !== null && isMember(ctx.db, groupId, viewer),
  };
};

const groupsForUser: GroupAction<'groupsForUser'> = (ctx, req, { userId }): GroupList => {
  const id = userId ?? viewerId(req);
  if (id === null) return { groups: [] };
  if (!userExists(ctx.db, id)) throw notFound(`User ${id} does not exist.`);
  return { groups: groupsOfUser(ctx.db, id, feedViewer(req)) };
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
    // Not a 409: the sketch page reads a 409 of this call as the ten-group limit.
    if (!isPublicSketch(ctx.db, sketchId)) throw new HttpError(400, 'not_public', GROUP_NOT_PUBLIC_MESSAGE);
    // Eligible groups are the ones the artist is in (the sketch page's eligibleGroups).
    if (!isMember(ctx.db, groupId, actor.id)) throw forbidden('You can only add a sketch to a group you are a member of.');
    if (inGroups.length >= MAX_GROUPS_PER_SKETCH) throw conflict(GROUP_TEXTS.tooManyGroups);
    const date = nowIso(ctx);
    writeTransaction(ctx.db, () => {
      addGroupSketch(ctx.db, groupId, sketchId, actor.id, date);
      // The group admins' Activity tab lists additions (a removal has no kind there).
      logActivity(ctx.db, { groupId, userId: actor.id, kind: 'add', sketchId, date });
    });
  }
  return { sketchId, groups: groupsOfSketch(ctx.db, sketchId) };
});

const remove: GroupAction<'remove'> = forActors((ctx, req, body): SketchGroups => {
  const { groupId, sketchId } = membershipTarget(ctx, req, body);
  removeGroupSketch(ctx.db, groupId, sketchId);
  return { sketchId, groups: groupsOfSketch(ctx.db, sketchId) };
});

export const groupActions: Pick<GroupActions, 'request' | 'requestVote' | 'requests' | 'search' | 'query' | 'groupsForUser' | 'events' | 'add' | 'remove'> = { request, requestVote, requests, search, query, groupsForUser, events, add, remove };
