// The full Sketch entity (spec part 1 §3) as one viewer sees it: the viewer's own state
// (heart, rating, fan, what they may do) is computed here; private fields only reach the owner.
import { hasIcon } from '../auth/roles';
import type { Db } from '../db/database';
import type { UserRow } from '../data/users';
import { hasHearted, sketchTags, type SketchRow } from '../data/sketches';
import { isFan } from '../data/follows';
import { avatarUrl, sketchImageUrl, sketchPngUrl } from './urls';
import type { Sketch, SketchRef } from '../../src/api/schemas/sketches';
import type { CompoState, SketchCard } from '../../src/api/schemas/sketchCards';
import { CARD_COLUMNS, cardOf, type CardRow } from '../feeds/cards';
import { eligibleChallengesFor } from './challenges';

/** How many sketches each strip of related sketches shows. */
export const RELATED_COUNT = 12;
export interface SketchCompo {
  key: string;
  title: string;
  state: CompoState;
  place: number;
}

/** A compo's state follows from its dates: open until end_date, voting until end_voting_date, then closed. */
export function compoState(endDate: string, endVotingDate: string, nowMs: number): CompoState {
  const now = new Date(nowMs).toISOString();
  return now < endDate ? 'open' : now < endVotingDate ? 'voting' : 'closed';
}

/** The compo a sketch entered, if any. */
export function sketchCompo(db: Db, sketchId: number, nowMs: number): SketchCompo | null {
  const row = db
    .prepare(
      `SELECT c.key_name, c.title, c.end_date, c.end_voting_date, e.place FROM compo_entries e JOIN compos c ON c.id = e.compo_id
       WHERE e.sketch_id = ?`,
    )
    .get(sketchId) as { key_name: string; title: string; end_date: string; end_voting_date: string; place: number } | undefined;
  return row ? { key: row.key_name, title: row.title, state: compoState(row.end_date, row.end_voting_date, nowMs), place: row.place } : null;
}

/**
 * The owner cannot delete a sketch in a closed compo (spec part 1 §4). A place of 1 or more
 * also means the results are out, for sketches whose compo entry is not stored.
 */
export function isInClosedCompo(db: Db, row: Pick<SketchRow, 'id' | 'compo_place'>, nowMs: number): boolean {
  return sketchCompo(db, row.id, nowMs)?.state === 'closed' || (row.compo_place ?? 0) >= 1;
}

export function findSketch(db: Db, id: number): SketchRow | null {
  return (db.prepare('SELECT * FROM sketches WHERE id = ?').get(id) as SketchRow | undefined) ?? null;
}

type Viewer = Pick<UserRow, 'id' | 'mature'> | null;

/**
 * SQL condition (on alias s) for sketches a viewer may see in a list: public ones (the
 * viewer's own unlisted too), no mature ones for viewers not marked mature, none by users
 * the viewer blocks.
 */
function listable(viewer: Viewer): { sql: string; params: unknown[] } {
  if (!viewer) return { sql: 's.unlisted = 0 AND s.mature = 0', params: [] };
  return {
    sql: `(s.unlisted = 0 OR s.user_id = ?) AND (s.mature = 0 OR ? = 1 OR s.user_id = ?)
      AND s.user_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)`,
    params: [viewer.id, viewer.mature, viewer.id, viewer.id],
  };
}

function cards(db: Db, viewer: Viewer, where: string, params: unknown[], order: string): SketchCard[] {
  const visible = listable(viewer);
  const rows = db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM sketches s JOIN users u ON u.id = s.user_id
       WHERE ${where} AND ${visible.sql} ORDER BY ${order} LIMIT ${RELATED_COUNT}`,
    )
    .all(...params, ...visible.params) as CardRow[];
  return rows.map(cardOf);
}

function refs(db: Db, viewer: Viewer, where: string, params: unknown[], order: string, limit = 1): SketchRef[] {
  const visible = listable(viewer);
  const rows = db
    .prepare(`SELECT s.id, s.title, s.width, s.height FROM sketches s WHERE ${where} AND ${visible.sql} ORDER BY ${order} LIMIT ${limit}`)
    .all(...params, ...visible.params) as { id: number; title: string | null; width: number; height: number }[];
  return rows.map((r) => ({ id: r.id, title: r.title, image: sketchImageUrl(r.id), width: r.width, height: r.height }));
}

type ViewerRow = UserRow & { hearts_available: number; stars_available: number };

/** What the owner may enter the sketch in: open compos and recent challenges it is not in yet, their groups. */
function eligible(db: Db, row: SketchRow, compo: SketchCompo | null, nowMs: number) {
  const now = new Date(nowMs).toISOString();
  return {
    // The rules of entering live in one place, which POST /challenges asks too.
    eligibleChallenges: eligibleChallengesFor(db, row.id, nowMs),
    eligibleCompos: compo
      ? []
      : (db.prepare('SELECT id, key_name AS keyName, title FROM compos WHERE start_date <= ? AND end_date > ? ORDER BY end_date').all(now, now) as {
          id: number;
          keyName: string;
          title: string;
        }[]),
    eligibleGroups: db
      .prepare(
        `SELECT g.id, g.title FROM group_members m JOIN groups g ON g.id = m.group_id
         WHERE m.user_id = ? AND g.id NOT IN (SELECT group_id FROM group_sketches WHERE sketch_id = ?) ORDER BY g.title`,
      )
      .all(row.user_id, row.id) as { id: number; title: string }[],
  };
}

/** The full sketch for `viewerRow` (null: a visitor), which carries the viewer's hearts and stars. */
export function sketchInfo(db: Db, row: SketchRow, viewerRow: ViewerRow | null, nowMs: number): Sketch {
  const viewer: Viewer = viewerRow;
  const own = viewerRow !== null && viewerRow.id === row.user_id;
  const creator = db.prepare('SELECT nickname, glops, icons, avatar_sketch_id FROM users WHERE id = ?').get(row.user_id) as {
    nickname: string;
    glops: number;
    icons: string;
    avatar_sketch_id: number | null;
  };
  const featuredBy =
    row.featured_by === null
      ? null
      : ((db.prepare('SELECT id, nickname FROM users WHERE id = ?').get(row.featured_by) as { id: number; nickname: string } | undefined) ?? null);
  const tags = sketchTags(db, row.id);
  const commentCount = db
    .prepare("SELECT count(*) FROM comments WHERE target_type = 'sketch' AND target_id = ?")
    .pluck()
    .get(row.id) as number;
  const userHeart = viewerRow !== null && hasHearted(db, viewerRow.id, row.id);
  const rating = viewerRow === null ? undefined : (db.prepare('SELECT rating FROM ratings WHERE user_id = ? AND sketch_id = ?').pluck().get(viewerRow.id, row.id) as string | undefined);
  const viewerIsFan = viewerRow !== null && isFan(db, viewerRow.id, row.user_id);
  const creatorSketch = 's.user_id = ? AND s.id <> ?';
  const sameTag = `s.user_id <> ? AND s.id IN (SELECT t2.sketch_id FROM sketch_tags t1 JOIN sketch_tags t2 ON t2.tag = t1.tag WHERE t1.sketch_id = ?)`;
  const parent = row.parent_id === null ? [] : refs(db, viewer, 's.id = ?', [row.parent_id], 's.id');
  const compo = sketchCompo(db, row.id, nowMs);
  const challenge = (db
    .prepare('SELECT c.id, c.title FROM challenge_entries e JOIN challenges c ON c.id = e.challenge_id WHERE e.sketch_id = ?')
    .get(row.id) as { id: number; title: string } | undefined) ?? null;
  const groups = db
    .prepare('SELECT g.id, g.title FROM group_sketches s JOIN groups g ON g.id = s.group_id WHERE s.sketch_id = ? ORDER BY g.title')
    .all(row.id) as { id: number; title: string }[];
  // A compo invite not yet accepted: the moderator panel's 'Accept compo invite' shows only then.
  const compoInvite =
    viewerRow !== null && hasIcon(viewerRow, 'm') && !!db.prepare('SELECT 1 FROM compo_invites WHERE sketch_id = ? AND accepted_date IS NULL').get(row.id);

  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: sketchImageUrl(row.id),
    // Only the owner downloads the full PNG (spec part 1 §6).
    imagePng: own ? sketchPngUrl(row.id) : null,
    width: row.width,
    height: row.height,
    creator: row.user_id,
    creatorNickname: creator.nickname,
    creatorAvatar: avatarUrl(row.user_id, creator.avatar_sketch_id),
    creatorGlops: creator.glops,
    dateCreated: row.created,
    device: row.device,
    tags,
    groups,
    unlisted: row.unlisted === 1,
    mature: row.mature === 1,
    violation: row.violation,
    featured: row.featured === 1,
    featuredByName: featuredBy?.nickname ?? null,
    featuredByLink: featuredBy ? `/user/${featuredBy.id}` : null,
    featuredDate: row.featured_date,
    compoInvite,
    heartsReceived: row.hearts,
    rateRules: row.rules,
    commentCount,
    viewCount: row.views,
    userHeart,
    userCanHeart: viewerRow !== null && !own && !userHeart && viewerRow.hearts_available > 0,
    userCanFeature: viewerRow !== null && !own && row.featured === 0 && viewerRow.stars_available > 0,
    userRating: rating === 'rules' ? 'rules' : null,
    isFan: viewerIsFan,
    compoKey: compo?.key ?? null,
    compoTitle: compo?.title ?? null,
    compoState: compo?.state ?? null,
    compoPlace: compo?.place ?? row.compo_place,
    challengeId: challenge?.id ?? null,
    challengeTitle: challenge?.title ?? null,
    video: row.video,
    // WIPs: the creator's own snapshots filed under this sketch (other artists' continuations are co-ops).
    wips: refs(db, viewer, 's.parent_id = ? AND s.user_id = ?', [row.id, row.user_id], 's.created', RELATED_COUNT),
    parent: parent[0] ?? null,
    prev: refs(db, viewer, '(s.created < ? OR (s.created = ? AND s.id < ?)) AND s.user_id = ?', [row.created, row.created, row.id, row.user_id], 's.created DESC, s.id DESC')[0] ?? null,
    next: refs(db, viewer, '(s.created > ? OR (s.created = ? AND s.id > ?)) AND s.user_id = ?', [row.created, row.created, row.id, row.user_id], 's.created, s.id')[0] ?? null,
    haveFile: own && row.have_file === 1,
    privateFile: own && row.private_file === 1,
    hasStats: creator.icons.includes('p'),
    orientation: row.orientation,
    awardCategories: [],
    ...(own ? eligible(db, row, compo, nowMs) : { eligibleChallenges: [], eligibleCompos: [], eligibleGroups: [] }),
    similar: cards(db, viewer, sameTag, [row.user_id, row.id], 's.created DESC'),
    recentSketches: cards(db, viewer, creatorSketch, [row.user_id, row.id], 's.created DESC'),
    topSketches: cards(db, viewer, creatorSketch, [row.user_id, row.id], 's.hearts DESC, s.id DESC'),
  };
}
