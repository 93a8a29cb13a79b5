// Group admin actions of POST /api/v2/group (spec part 2 §2, §4, §5, §7), merged into
// GROUP_ACTIONS in group.ts. Each carries the requireAnyRole guard, which the route runs per
// action before it (401 visitor, 403 a ban or no 'g'/'m' flag):
//   {action: 'info', groupId}                        -> GroupAdminInfo (groupId: an id or a group link's name)
//   {action: 'requestApprove', requestId}            -> {groupId}  the group made of the open request
//   {action: 'requestDelete', requestId, message, user} -> {ok}    rejected; the requester gets the message
//                                                                   as a private message from the admin
import type { OkResponse } from '../../src/api/schemas/common';
import type { GroupAdminInfo } from '../../src/api/schemas/groupAdmin';
import { GROUP_ADMIN_FLAGS, groupLinkName } from '../../src/lib/groupAdminRules';
import { GROUP_TEXTS } from '../../src/lib/groupRules';
import { MESSAGE_SUBJECT_MAX } from '../../src/lib/messageRules';
import { actorOf, requireAnyRole } from '../auth/guards';
import { oneLine } from '../../src/lib/oneLine';
import { allGroups, approveRequest, findOpenRequest, rejectRequest, type GroupRequestRow } from '../data/groups';
import { groupOf } from '../entities/community';
import { findGroupRow, groupNameTaken } from '../entities/groups';
import { sketchExists } from '../data/sketches';
import { logActivity } from '../entities/groupAdmin';
import { createTopic } from '../entities/messages';
import { badRequest, notFound } from '../http/errors';
import { feedViewerOf } from '../feeds/cards';
import type { GroupAction, GroupActionName, GroupActions } from './groupAction';
import { writeTransaction } from '../db/database';

export const GROUP_ADMIN_ONLY = 'Only group admins may do this.';
export const NO_OPEN_REQUEST = 'No such open group request.';

/** An action only group admins (and gloperators) may call: the route runs its guard first. */
const forGroupAdmins = <A extends GroupActionName>(action: GroupAction<A>): GroupAction<A> => Object.assign(action, { guard: requireAnyRole(GROUP_ADMIN_FLAGS, GROUP_ADMIN_ONLY) });

const nowIso = (clock: () => number) => new Date(clock()).toISOString();

function openRequest(ctx: Parameters<GroupAction>[0], requestId: number): GroupRequestRow {
  const row = findOpenRequest(ctx.db, requestId);
  if (!row) throw notFound(NO_OPEN_REQUEST);
  return row;
}

const info: GroupAction<'info'> = (ctx, request, { groupId }): GroupAdminInfo => {
  const byId = typeof groupId === 'number' || /^\d+$/.test(groupId);
  const row = byId
    ? findGroupRow(ctx.db, Number(groupId))
    : allGroups(ctx.db).find((group) => groupLinkName(group.title) === String(groupId).toLowerCase());
  if (!row) throw notFound('Invalid group');
  return { group: groupOf(ctx.db, row, feedViewerOf(request.viewer)) };
};

const requestApprove: GroupAction<'requestApprove'> = (ctx, request, { requestId }): { groupId: number } => {
  const admin = actorOf(request);
  const { db } = ctx;
  const open = openRequest(ctx, requestId);
  // A request stored before titles had their white space collapsed makes a group named as one made now.
  const row = { ...open, title: oneLine(open.title) };
  const date = nowIso(ctx.clock);
  return writeTransaction(db, () => {
    // Names compare by their group links: a group whose link is taken could not be found by it.
    if (groupNameTaken(db, row.title)) throw badRequest(GROUP_TEXTS.nameTaken);
    // Its thumbnail sketch was there when it was asked for; deleted since, the group would have none.
    if (row.thumbnail_sketch_id === null || !sketchExists(db, row.thumbnail_sketch_id)) throw badRequest(GROUP_TEXTS.needThumbnail);
    const groupId = approveRequest(db, row, date);
    logActivity(db, { groupId, userId: admin.id, kind: 'created', date });
    return { groupId };
  });
};

const requestDelete: GroupAction<'requestDelete'> = (ctx, request, { requestId, message, user }): OkResponse => {
  const admin = actorOf(request);
  const { db } = ctx;
  const row = openRequest(ctx, requestId);
  if (row.user_id !== user) throw badRequest('The request is not this user’s.');
  const date = nowIso(ctx.clock);
  writeTransaction(db, () => {
    rejectRequest(db, requestId, message, date);
    // The requester hears why, in their messages (a conversation with the admin they may answer).
    if (admin.id !== row.user_id) createTopic(db, admin.id, row.user_id, `Your group request: ${row.title}`.slice(0, MESSAGE_SUBJECT_MAX), message, date);
  });
  return { ok: true };
};

export const groupAdminActions: Pick<GroupActions, 'info' | 'requestApprove' | 'requestDelete'> = {
  info: forGroupAdmins(info),
  requestApprove: forGroupAdmins(requestApprove),
  requestDelete: forGroupAdmins(requestDelete),
};
