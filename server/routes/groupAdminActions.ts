// Group admin actions of POST /api/v2/group (spec part 2 §2, §4, §5, §7), merged into
// GROUP_ACTIONS in group.ts. Each carries the requireAnyRole guard, which the route runs per
// action before it (401 visitor, 403 a ban or no 'g'/'m' flag):
//   {action: 'info', groupId}                        -> GroupAdminInfo (groupId: an id or a group link's name)
//   {action: 'requestApprove', requestId}            -> {groupId}  the group made of the open request
//   {action: 'requestDelete', requestId, message, user} -> {ok}    rejected; the requester gets the message
//                                                                   as a private message from the admin
import * as v from 'valibot';
import type { OkResponse } from '../../src/api/schemas/common';
import type { GroupAdminInfo } from '../../src/api/schemas/groupAdmin';
import { ADMIN_MESSAGE_MAX, GROUP_ADMIN_FLAGS, groupLinkName } from '../../src/lib/groupAdminRules';
import { MESSAGE_SUBJECT_MAX } from '../../src/lib/messageRules';
import { actorOf, requireAnyRole } from '../auth/guards';
import { allGroups, approveRequest, findOpenRequest, groupTitleTaken, rejectRequest, type GroupRequestRow } from '../data/groups';
import { groupOf } from '../entities/community';
import { findGroupRow } from '../entities/groups';
import { logActivity } from '../entities/groupAdmin';
import { createTopic } from '../entities/messages';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { idField } from '../../src/api/schemas/requestFields';
import type { GroupAction } from './groupAction';

export const GROUP_ADMIN_ONLY = 'Only group admins may do this.';
export const NO_OPEN_REQUEST = 'No such open group request.';
export const REJECT_MESSAGE_NEEDED = 'Rejecting a request needs a message.';
export const GROUP_NAME_TAKEN = 'A group with this name exists already.';

const infoBody = v.object({
  action: v.literal('info'),
  groupId: v.union([idField, v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,80}$/, 'Expected a group id or name'))], 'Expected a group id or name'),
});
const approveBody = v.object({ action: v.literal('requestApprove'), requestId: idField });
const deleteBody = v.object({
  action: v.literal('requestDelete'),
  requestId: idField,
  message: v.pipe(v.string('Expected a message'), v.trim(), v.minLength(1, REJECT_MESSAGE_NEEDED), v.maxLength(ADMIN_MESSAGE_MAX, `A message has at most ${ADMIN_MESSAGE_MAX} characters`)),
  user: idField,
});

/** An action only group admins (and gloperators) may call: the route runs its guard first. */
const forGroupAdmins = (action: GroupAction): GroupAction => Object.assign(action, { guard: requireAnyRole(GROUP_ADMIN_FLAGS, GROUP_ADMIN_ONLY) });

const nowIso = (clock: () => number) => new Date(clock()).toISOString();

function openRequest(ctx: Parameters<GroupAction>[0], requestId: number): GroupRequestRow {
  const row = findOpenRequest(ctx.db, requestId);
  if (!row) throw notFound(NO_OPEN_REQUEST);
  return row;
}

const info: GroupAction = (ctx, request): GroupAdminInfo => {
  const { groupId } = parseInput(infoBody, request.body, 'body');
  const byId = typeof groupId === 'number' || /^\d+$/.test(groupId);
  const row = byId
    ? findGroupRow(ctx.db, Number(groupId))
    : allGroups(ctx.db).find((group) => groupLinkName(group.title) === String(groupId).toLowerCase());
  if (!row) throw notFound('Invalid group');
  return { group: groupOf(ctx.db, row) };
};

const requestApprove: GroupAction = (ctx, request): { groupId: number } => {
  const admin = actorOf(request);
  const { requestId } = parseInput(approveBody, request.body, 'body');
  const { db } = ctx;
  const row = openRequest(ctx, requestId);
  if (groupTitleTaken(db, row.title)) throw badRequest(GROUP_NAME_TAKEN);
  const date = nowIso(ctx.clock);
  return db.transaction(() => {
    const groupId = approveRequest(db, row, date);
    logActivity(db, { groupId, userId: admin.id, kind: 'created', date });
    return { groupId };
  })();
};

const requestDelete: GroupAction = (ctx, request): OkResponse => {
  const admin = actorOf(request);
  const { requestId, message, user } = parseInput(deleteBody, request.body, 'body');
  const { db } = ctx;
  const row = openRequest(ctx, requestId);
  if (row.user_id !== user) throw badRequest('The request is not this user’s.');
  const date = nowIso(ctx.clock);
  db.transaction(() => {
    rejectRequest(db, requestId, message, date);
    // The requester hears why, in their messages (a conversation with the admin they may answer).
    if (admin.id !== row.user_id) createTopic(db, admin.id, row.user_id, `Your group request: ${row.title}`.slice(0, MESSAGE_SUBJECT_MAX), message, date);
  })();
  return { ok: true };
};

export const groupAdminActions: Record<string, GroupAction> = {
  info: forGroupAdmins(info),
  requestApprove: forGroupAdmins(requestApprove),
  requestDelete: forGroupAdmins(requestDelete),
};
