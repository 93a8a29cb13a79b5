// The full Sketch entity (spec part 1 §3) as one viewer sees it: the viewer's own state
// (heart, rating, fan, what they may do) is computed here; private fields only reach the owner.
import { hasIcon } from '../auth/roles';
import type { Db } from '../db/database';
import { findCreatorRow, nicknameOf, type UserRow } from '../data/users';
import { findSketchRow, hasHearted, isPublicSketch, ratingOf, sketchPassesFilter, sketchRefRows, sketchTags, type SketchRow } from '../data/sketches';
import { isBlockedBy, isFan } from '../data/follows';
import { commentCountSeenBy } from '../data/comments';
import { findSketchCompo, hasPendingCompoInvite, openCompos } from '../data/compos';
import { challengeOfSketch } from '../data/challenges';
import { groupsOfSketch, groupsToAddSketchTo } from '../data/groups';
import { cardRowsWhere } from '../data/feeds';
import { avatarUrl, sketchImageUrl, sketchPngUrl } from './urls';
import type { Sketch, SketchRef } from '../../src/api/schemas/sketches';
import type { CompoState, SketchCard } from '../../src/api/schemas/sketchCards';
import { cardOf, feedViewerOf, visibleTo } from '../feeds/cards';
import { eligibleChallengesFor } from './challenges';
import { activeBan } from '../users/currentUser';

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
  const row = findSketchCompo(db, sketchId);
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
  return findSketchRow(db, id) ?? null;
}

type Viewer = Pick<UserRow, 'id' | 'mature'> | null;

/**
 * Whether `viewer` may see the sketch opened by its link (feeds/cards.ts's visibleTo): removed
 * sketches only by their owner, mature ones by viewers marked mature, none by a user the viewer
 * blocks; an unlisted one by anyone with its link, as its page.
 */
const visibleByLink = (db: Db, sketchId: number, viewer: Viewer): boolean => sketchPassesFilter(db, sketchId, visibleTo(feedViewerOf(viewer), { byLink: true }));

/**
 * Whether `viewer` may open the sketch's file in the drawing app (/download/{id}.{product}):
 * - 'open': yes;
 * - 'hidden': the viewer may not see the sketch (visibleByLink), or it has no file (neither the
 *   app's file nor a private one);
 * - 'private': a patron's private file (spec part 2 §1 "Patrons get private sketch files"; the
 *   upload's privateFile option): only its owner opens it.
 * The sketch page offers the file as `haveFile` / `privateFile` (sketchInfo below).
 */
export function sketchFileAccess(db: Db, row: Pick<SketchRow, 'id' | 'user_id' | 'have_file' | 'private_file'>, viewer: Viewer): 'open' | 'hidden' | 'private' {
  if (row.have_file !== 1 && row.private_file !== 1) return 'hidden';
  if (!visibleByLink(db, row.id, viewer)) return 'hidden';
  if (row.private_file === 1 && viewer?.id !== row.user_id) return 'private';
  return 'open';
}

/**
 * Why `viewer` may not give the sketch a heart, a star or a rating, or null if they may (their own
 * sketch aside, which the routes refuse with their own words):
 * - 'blockedByArtist': a user the artist blocked gives them nothing, which would tell the artist of
 *   them (activity) during the block or after it, as they may not comment or become a fan;
 * - 'hidden': a sketch hidden from the viewer (visibleByLink: taken down, mature for a viewer not
 *   marked mature, by a user the viewer blocks) gathers nothing from them.
 */
export function givingRefusal(db: Db, row: Pick<SketchRow, 'id' | 'user_id'>, viewer: NonNullable<Viewer>): 'blockedByArtist' | 'hidden' | null {
  if (isBlockedBy(db, viewer.id, row.user_id)) return 'blockedByArtist';
  if (!visibleByLink(db, row.id, viewer)) return 'hidden';
  return null;
}

/**
 * SQL condition (on alias s) for the sketches of the page's strips, prev and next and parent: what
 * the viewer's lists show (feeds/cards.ts visibleTo): no unlisted or taken-down sketch but the
 * viewer's own, no mature one for a viewer not marked mature, none by a user the viewer blocks.
 */
const listable = (viewer: Viewer) => visibleTo(feedViewerOf(viewer));

function cards(db: Db, viewer: Viewer, where: string, params: unknown[], order: string): SketchCard[] {
  return cardRowsWhere(db, { sql: where, params }, listable(viewer), order, RELATED_COUNT).map(cardOf);
}

function refs(db: Db, viewer: Viewer, where: string, params: unknown[], order: string, limit = 1): SketchRef[] {
  return sketchRefRows(db, { sql: where, params }, listable(viewer), order, limit).map((r) => ({ id: r.id, title: r.title, image: sketchImageUrl(r.id), width: r.width, height: r.height }));
}

type ViewerRow = UserRow & { hearts_available: number; stars_available: number };

/** What the owner may enter the sketch in: open compos and recent challenges it is not in yet, their groups. */
function eligible(db: Db, row: SketchRow, compo: SketchCompo | null, nowMs: number) {
  const now = new Date(nowMs).toISOString();
  // Only a public sketch goes into a compo or a group (the server refuses others); the groups it is in already keep their switches.
  const isPublic = isPublicSketch(db, row.id);
  return {
    // The rules of entering live in one place, which POST /challenges asks too.
    eligibleChallenges: eligibleChallengesFor(db, row.id, nowMs),
    eligibleCompos: compo || !isPublic ? [] : openCompos(db, now),
    eligibleGroups: isPublic ? groupsToAddSketchTo(db, row.user_id, row.id) : [],
  };
}

/** The full sketch for `viewerRow` (null: a visitor), which carries the viewer's hearts and stars. */
export function sketchInfo(db: Db, row: SketchRow, viewerRow: ViewerRow | null, nowMs: number): Sketch {
  const viewer: Viewer = viewerRow;
  const own = viewerRow !== null && viewerRow.id === row.user_id;
  // A sketch's artist is always there (sketches.user_id references users).
  const creator = findCreatorRow(db, row.user_id)!;
  const featuredByName = row.featured_by === null ? undefined : nicknameOf(db, row.featured_by);
  const featuredBy = row.featured_by !== null && featuredByName !== undefined ? { id: row.featured_by, nickname: featuredByName } : null;
  const tags = sketchTags(db, row.id);
  const commentCount = commentCountSeenBy(db, 'sketch', row.id, viewerRow?.id ?? null, row.user_id);
  const userHeart = viewerRow !== null && hasHearted(db, viewerRow.id, row.id);
  // Under a suspension or an unaccepted warning the heart and the feature are refused (requireActor),
  // so the page does not offer them either.
  // Nor to a user the artist blocked, nor for a sketch hidden from the viewer (givingRefusal).
  const mayAct = viewerRow !== null && !own && activeBan(db, viewerRow.id, nowMs) === null && givingRefusal(db, row, viewerRow) === null;
  const rating = viewerRow === null ? undefined : ratingOf(db, viewerRow.id, row.id);
  const viewerIsFan = viewerRow !== null && isFan(db, viewerRow.id, row.user_id);
  const creatorSketch = 's.user_id = ? AND s.id <> ?';
  const sameTag = `s.user_id <> ? AND s.id IN (SELECT t2.sketch_id FROM sketch_tags t1 JOIN sketch_tags t2 ON t2.tag = t1.tag WHERE t1.sketch_id = ?)`;
  const parent = row.parent_id === null ? [] : refs(db, viewer, 's.id = ?', [row.parent_id], 's.id');
  const compo = sketchCompo(db, row.id, nowMs);
  const challenge = challengeOfSketch(db, row.id) ?? null;
  const groups = groupsOfSketch(db, row.id);
  // A compo invite not yet accepted: the moderator panel's 'Accept compo invite' shows only then.
  const compoInvite =
    viewerRow !== null && hasIcon(viewerRow, 'm') && hasPendingCompoInvite(db, row.id);

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
    userCanHeart: mayAct && !userHeart && viewerRow.hearts_available > 0,
    userCanFeature: mayAct && row.featured === 0 && viewerRow.stars_available > 0,
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
