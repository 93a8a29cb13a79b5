// Groups' requests, events and memberships as the client's entities (spec part 2 §3, §4): the
// reads of POST /api/v2/group. Requests and votes live in group_requests and
// group_request_votes, events in group_events (migration 13); a request's title and
// description are stored as typed and sent as escaped HTML.
import type { GroupEvent, GroupRequest } from '../../src/api/schemas/community';
import type { Group } from '../../src/api/schemas/galleries';
import type { UserSummary } from '../../src/api/schemas/users';
import type { Db } from '../db/database';
import { oneLine } from '../../src/lib/oneLine';
import { groupLinkName } from '../../src/lib/groupAdminRules';
import type { FeedViewer } from '../feeds/cards';
import {
  allGroups,
  findGroup,
  findOpenRequestRow,
  groupAdminRows,
  groupRowsOfUser,
  isGroupMember,
  openRequestRows,
  openRequestTitles,
  runningEventRows,
  searchGroupRows,
  type GroupEventRow,
  type GroupRow,
  type RequestListRow,
} from '../data/groups';
import { containsFolded } from '../data/textSearch';
import { groupOf, publicThumbnail, userSummaryOf } from './community';
import { textToHtml } from './albums';
import { avatarUrl } from './urls';
import { groupAdminListsEmpty } from './groupAdminEmpty';

export function findGroupRow(db: Db, groupId: number): GroupRow | undefined {
  return findGroup(db, groupId);
}

/** Groups whose title or description holds `query` (every group for ''), most members first, as `viewer` sees them. */
export function searchGroups(db: Db, query: string, viewer: FeedViewer | null): Group[] {
  return searchGroupRows(db, query, containsFolded(query)).map((row) => groupOf(db, row, viewer));
}

/** The groups `userId` is a member (or admin) of, by title, as `viewer` sees them. */
export function groupsOfUser(db: Db, userId: number, viewer: FeedViewer | null): Group[] {
  return groupRowsOfUser(db, userId).map((row) => groupOf(db, row, viewer));
}

/**
 * The name a group is known by: the name in its link (groupLinkName), which finds it, so two
 * titles with one link name are one name ('Ink  Club', 'ink club!'). A title without a letter or
 * digit has no link name: it is its own, so two such titles are not one name for that.
 */
const nameKey = (title: string) => groupLinkName(title) || oneLine(title).toLowerCase();

/** Whether a group has the name `title` asks for already: a group of it could never be found by its link. */
export function groupNameTaken(db: Db, title: string): boolean {
  const key = nameKey(title);
  return allGroups(db).some((group) => nameKey(group.title) === key);
}

/** Whether an open request asks for the name `title` does: only one of them could ever be approved. */
export function nameRequested(db: Db, title: string): boolean {
  const key = nameKey(title);
  return openRequestTitles(db).some((requested) => nameKey(requested) === key);
}

export const isMember = (db: Db, groupId: number, userId: number) => isGroupMember(db, groupId, userId);

const eventOf = (db: Db, row: GroupEventRow): GroupEvent => ({
  groupId: row.group_id,
  groupTitle: row.group_title,
  groupThumb: publicThumbnail(db, row.thumbnail_sketch_id),
  titleHtml: row.title_html,
  descriptionHtml: row.description_html,
  endDate: row.end_date,
});

/** Events still running at `nowIso` (of one group, or of all), the soonest to end first. */
export function runningEvents(db: Db, nowIso: string, groupId: number | null = null): GroupEvent[] {
  return runningEventRows(db, nowIso, groupId).map((row) => eventOf(db, row));
}

/** The group's admins, the officials shown on the group page, without those the viewer blocks. */
export function groupOfficials(db: Db, groupId: number, viewerId: number | null): UserSummary[] {
  return groupAdminRows(db, groupId, viewerId ?? 0).map(userSummaryOf);
}

const requestOf = (db: Db, row: RequestListRow): GroupRequest => ({
  id: row.id,
  titleHtml: textToHtml(row.title),
  descriptionHtml: textToHtml(row.description),
  thumbnail: publicThumbnail(db, row.thumbnail_sketch_id),
  upvotes: row.upvotes,
  voted: row.voted === 1,
  user: row.user_id,
  nickname: row.nickname,
  avatar: avatarUrl(row.user_id, row.avatar_sketch_id),
  date: row.created,
});

/**
 * The open requests, most upvotes first (then the newest), without those of users the viewer
 * blocks unless `allOfThem` (a group admin's: they decide every request, the blocked users' too).
 */
export function openRequests(db: Db, viewerId: number | null, allOfThem = false): GroupRequest[] {
  if (groupAdminListsEmpty(db)) return [];
  return openRequestRows(db, viewerId ?? 0, allOfThem ? 0 : (viewerId ?? 0)).map((row) => requestOf(db, row));
}

export function findRequest(db: Db, requestId: number, viewerId: number | null): GroupRequest | null {
  const row = findOpenRequestRow(db, requestId, viewerId ?? 0);
  return row ? requestOf(db, row) : null;
}

/** The groups a sketch is in, by title (the groups data module answers it). */
