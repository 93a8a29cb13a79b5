// Group admin's reads and writes (spec part 2 §2 "Group admin", §4): the activity log, the
// groups' statistics, feature requests and their queue, the official flag. Lists page with an
// offset cursor written as text ('' = the first page when asked, nothing more when answered).
import type { GroupActivityItem, GroupActivityKind, GroupFeature, GroupStat, GroupStatsSort, QueuedFeature } from '../../src/api/schemas/groupAdmin';
import type { Db } from '../db/database';
import { userSummaryOf } from './community';
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

interface ActivityRow {
  id: number;
  kind: GroupActivityKind;
  date: string;
  group_id: number;
  group_title: string;
  user_id: number | null;
  nickname: string | null;
  avatar_sketch_id: number | null;
  glops: number | null;
  sketch_id: number | null;
  sketch_title: string | null;
}

export function activityPage(db: Db, offset: number): { items: GroupActivityItem[]; cursor: string } {
  if (groupAdminListsEmpty(db)) return { items: [], cursor: '' };
  const rows = db
    .prepare(
      `SELECT a.id, a.kind, a.date, a.group_id, g.title AS group_title, a.user_id, u.nickname, u.avatar_sketch_id, u.glops,
              a.sketch_id, s.title AS sketch_title
       FROM group_activity a JOIN groups g ON g.id = a.group_id
       LEFT JOIN users u ON u.id = a.user_id LEFT JOIN sketches s ON s.id = a.sketch_id
       ORDER BY a.date DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(GROUP_ADMIN_PAGE_SIZE + 1, offset) as ActivityRow[];
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
  db.prepare('INSERT INTO group_activity (group_id, user_id, kind, sketch_id, date) VALUES (?, ?, ?, ?, ?)').run(
    entry.groupId,
    entry.userId,
    entry.kind,
    entry.sketchId ?? null,
    entry.date,
  );
}

const STATS_ORDER: Record<GroupStatsSort, string> = {
  sketches: 'sketches DESC, g.id',
  users: 'users DESC, g.id',
  week: 'week DESC, sketches DESC, g.id',
  title: 'g.title COLLATE NOCASE, g.id',
};

interface StatRow {
  id: number;
  title: string;
  thumbnail_sketch_id: number | null;
  official: number;
  sketches: number;
  users: number;
  week: number;
}

export function statsPage(db: Db, sort: GroupStatsSort, offset: number, nowIso: string): { groups: GroupStat[]; cursor: string } {
  if (groupAdminListsEmpty(db)) return { groups: [], cursor: '' };
  const weekAgo = new Date(Date.parse(nowIso) - 7 * 86_400_000).toISOString();
  const rows = db
    .prepare(
      `SELECT g.id, g.title, g.thumbnail_sketch_id, g.official,
              (SELECT count(*) FROM group_sketches gs WHERE gs.group_id = g.id) AS sketches,
              (SELECT count(*) FROM group_members gm WHERE gm.group_id = g.id) AS users,
              (SELECT count(*) FROM group_sketches gs WHERE gs.group_id = g.id AND gs.added >= ?) AS week
       FROM groups g ORDER BY ${STATS_ORDER[sort]} LIMIT ? OFFSET ?`,
    )
    .all(weekAgo, GROUP_ADMIN_PAGE_SIZE + 1, offset) as StatRow[];
  const page = paged(rows, offset);
  return {
    cursor: page.cursor,
    groups: page.rows.map((row) => ({
      id: row.id,
      title: row.title,
      thumbnail: row.thumbnail_sketch_id ? sketchImageUrl(row.thumbnail_sketch_id) : '',
      sketches: row.sketches,
      users: row.users,
      week: row.week,
      official: row.official === 1,
    })),
  };
}

interface FeatureRow {
  id: number;
  group_id: number;
  group_title: string;
  sketch_id: number;
  sketch_title: string | null;
  user_id: number | null;
  nickname: string | null;
  avatar_sketch_id: number | null;
  glops: number | null;
  created: string;
  message: string;
  decided_by_name: string | null;
  decided: string | null;
}

const FEATURE_SELECT = `SELECT f.id, f.group_id, g.title AS group_title, f.sketch_id, s.title AS sketch_title, f.user_id, u.nickname,
       u.avatar_sketch_id, u.glops, f.created, f.message, d.nickname AS decided_by_name, f.decided
  FROM group_features f JOIN groups g ON g.id = f.group_id JOIN sketches s ON s.id = f.sketch_id
  LEFT JOIN users u ON u.id = f.user_id LEFT JOIN users d ON d.id = f.decided_by`;

function featureOf(row: FeatureRow): GroupFeature {
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
  const rows = db.prepare(`${FEATURE_SELECT} WHERE f.state = 'new' ORDER BY f.created, f.id LIMIT ? OFFSET ?`).all(GROUP_ADMIN_PAGE_SIZE + 1, offset) as FeatureRow[];
  const page = paged(rows, offset);
  return { features: page.rows.map(featureOf), cursor: page.cursor };
}

/** The approved features waiting in the queue, first approved first. */
export function featureQueue(db: Db): QueuedFeature[] {
  if (groupAdminListsEmpty(db)) return [];
  const rows = db.prepare(`${FEATURE_SELECT} WHERE f.state = 'queued' ORDER BY f.decided, f.id LIMIT 200`).all() as FeatureRow[];
  return rows.map((row) => ({ ...featureOf(row), message: row.message, approvedBy: row.decided_by_name, approved: row.decided ?? row.created }));
}

export interface FeatureStateRow {
  id: number;
  group_id: number;
  sketch_id: number;
  user_id: number | null;
  state: 'new' | 'queued' | 'rejected';
}

export function findFeature(db: Db, id: number): FeatureStateRow | undefined {
  return db.prepare('SELECT id, group_id, sketch_id, user_id, state FROM group_features WHERE id = ?').get(id) as FeatureStateRow | undefined;
}

export function decideFeature(db: Db, id: number, state: 'queued' | 'rejected', message: string, adminId: number, dateIso: string): void {
  db.prepare("UPDATE group_features SET state = ?, message = ?, decided_by = ?, decided = ? WHERE id = ? AND state = 'new'").run(state, message, adminId, dateIso, id);
}

export function addFeatureRequest(db: Db, request: { groupId: number; sketchId: number; userId: number; dateIso: string }): number {
  return Number(
    db.prepare("INSERT INTO group_features (group_id, sketch_id, user_id, created, state) VALUES (?, ?, ?, ?, 'new')").run(request.groupId, request.sketchId, request.userId, request.dateIso)
      .lastInsertRowid,
  );
}
