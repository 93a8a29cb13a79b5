// Group admin's reads and writes (spec part 2 §2 "Group admin", §4): the activity log, the
// groups' statistics, feature requests and their queue, the official flag. Lists page with an
// offset cursor written as text ('' = the first page when asked, nothing more when answered).
import type { GroupActivityItem, GroupActivityKind, GroupFeature, GroupStat, GroupStatsSort, QueuedFeature } from '../../src/api/schemas/groupAdmin';
import type { Db } from '../db/database';
import { groupActivityRows, groupStatRows, insertGroupActivity, newFeatureRows, queuedFeatureRows, type GroupFeatureRow } from '../data/groups';
import { publicThumbnail, userSummaryOf } from './community';
import { groupAdminListsEmpty } from './groupAdminEmpty';
import { sketchImageUrl } from './urls';

/** Items a page (spec part 2 §9: most lists page by 25). */
export const GROUP_ADMIN_PAGE_SIZE = 25;

/** The offset a cursor stands for; null when it is not one of ours. */
export function offsetOfCursor(cursor: string): number | null {
  if (cursor === '') return 0;
  return /^\d{1,9}$/.test(cursor) ? Number(cursor) : null;
}

/** The rows of a page and the cursor of the next ('' at the end). */
function paged<T>(rows: T[], offset: number): { rows: T[]; cursor: string } {
  const more = rows.length > GROUP_ADMIN_PAGE_SIZE;
  return { rows: rows.slice(0, GROUP_ADMIN_PAGE_SIZE), cursor: more ? String(offset + GROUP_ADMIN_PAGE_SIZE) : '' };
}

const sketchTitle = (title: string | null) => title ?? '';

export function activityPage(db: Db, offset: number): { items: GroupActivityItem[]; cursor: string } {
  if (groupAdminListsEmpty(db)) return { items: [], cursor: '' };
  const rows = groupActivityRows(db, GROUP_ADMIN_PAGE_SIZE + 1, offset);
  const page = paged(rows, offset);
  return {
    cursor: page.cursor,
    items: page.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      date: row.date,
      group: { id: row.group_id, title: row.group_title },
      user:
        row.user_id !== null && row.nickname !== null
          ? userSummaryOf({ id: row.user_id, nickname: row.nickname, avatar_sketch_id: row.avatar_sketch_id, glops: row.glops ?? 0 })
          : null,
      sketch: row.sketch_id !== null ? { id: row.sketch_id, title: sketchTitle(row.sketch_title), thumbnail: sketchImageUrl(row.sketch_id) } : null,
    })),
  };
}

export function logActivity(db: Db, entry: { groupId: number; userId: number | null; kind: GroupActivityKind; sketchId?: number | null; date: string }): void {
  insertGroupActivity(db, { ...entry, sketchId: entry.sketchId ?? null });
}

export function statsPage(db: Db, sort: GroupStatsSort, offset: number, nowIso: string): { groups: GroupStat[]; cursor: string } {
  if (groupAdminListsEmpty(db)) return { groups: [], cursor: '' };
  const weekAgo = new Date(Date.parse(nowIso) - 7 * 86_400_000).toISOString();
  const rows = groupStatRows(db, sort, weekAgo, GROUP_ADMIN_PAGE_SIZE + 1, offset);
  const page = paged(rows, offset);
  return {
    cursor: page.cursor,
    groups: page.rows.map((row) => ({
      id: row.id,
      title: row.title,
      thumbnail: publicThumbnail(db, row.thumbnail_sketch_id),
      sketches: row.sketches,
      users: row.users,
      week: row.week,
      official: row.official === 1,
    })),
  };
}

function featureOf(row: GroupFeatureRow): GroupFeature {
  return {
    id: row.id,
    group: { id: row.group_id, title: row.group_title },
    sketch: { id: row.sketch_id, title: sketchTitle(row.sketch_title), thumbnail: sketchImageUrl(row.sketch_id) },
    user:
      row.user_id !== null && row.nickname !== null
        ? userSummaryOf({ id: row.user_id, nickname: row.nickname, avatar_sketch_id: row.avatar_sketch_id, glops: row.glops ?? 0 })
        : null,
    date: row.created,
  };
}

/** The new feature requests, oldest first (the first asked is the first decided). */
export function newFeaturesPage(db: Db, offset: number): { features: GroupFeature[]; cursor: string } {
  if (groupAdminListsEmpty(db)) return { features: [], cursor: '' };
  const rows = newFeatureRows(db, GROUP_ADMIN_PAGE_SIZE + 1, offset);
  const page = paged(rows, offset);
  return { features: page.rows.map(featureOf), cursor: page.cursor };
}

/** The approved features waiting in the queue, first approved first. */
export function featureQueue(db: Db): QueuedFeature[] {
  if (groupAdminListsEmpty(db)) return [];
  const rows = queuedFeatureRows(db);
  return rows.map((row) => ({ ...featureOf(row), message: row.message, approvedBy: row.decided_by_name, approved: row.decided ?? row.created }));
}

/** Finding and deciding feature requests and recording new ones: the groups data module's. */
