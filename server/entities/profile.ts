// The profile as the client's entity (spec part 2 §3 User/profile): who the user is, what they
// show, and how the viewer stands to them. Fields only the owner may see (hearts and stars
// available, sign-in links, e-mail, API key) are left out for everyone else.
import { createHash } from 'node:crypto';
import type { Comment } from '../../src/api/schemas/comments';
import type { Profile, ProfileAlbum } from '../../src/api/schemas/profile';
import type { FanListItem } from '../../src/api/schemas/users';
import type { Db } from '../db/database';
import { fanCount, fanListRows, fanOfCount, findFollow, isBlockedBy } from '../data/follows';
import { findUser, patronSlug } from '../data/users';
import { profileAlbumRows } from '../data/albums';
import { countedSketchCount, rulesGivenCount } from '../data/sketches';
import { queryCards, type FeedViewer } from '../feeds/cards';
import { userFeed } from '../feeds/feeds';
import { newestComments } from '../data/comments';
import { countryName } from '../seed/countries';
import { albumThumbnail } from './albums';
import { commentOf } from './comments';
import { userIdOfSlug } from './editProfile';
import { avatarUrl, coverUrl } from './urls';

/** Sketches a profile shows with itself; the sketches tab pages through the rest. */
export const PROFILE_SKETCHES = 12;
/** Profile comments that come with getComments (the newest). */
export const PROFILE_COMMENTS = 10;
/** A new heart every this many glops (spec part 2 §9). */
export const GLOPS_PER_HEART = 150;

/** A patron's web address (their name under the site's root; edit profile sets it), or null for none. */
export function patronNameOf(db: Db, userId: number): string | null {
  const slug = patronSlug(db, userId);
  return slug || null;
}

/** The patron whose web address is `name` (any case); null when no patron has it. */
export const findPatronId = (db: Db, name: string): number | null => userIdOfSlug(db, name);

function albumsOf(db: Db, userId: number, viewer: FeedViewer | null): ProfileAlbum[] {
  const rows = profileAlbumRows(db, userId);
  // An album without a thumbnail of its own shows its first sketch, as on its page (it showed an empty box).
  return rows.map((a) => ({ id: a.id, title: a.title, thumbnail: albumThumbnail(db, a, viewer), mode: a.mode, userId }));
}

function commentsOf(db: Db, userId: number): Comment[] {
  return newestComments(db, 'profile', userId, PROFILE_COMMENTS).map(commentOf);
}

/** A stable, per-user key for the app's API (shown to the owner only). */
const apiKeyOf = (userId: number, created: string) => createHash('sha256').update(`sketchery-api:${userId}:${created}`).digest('hex').slice(0, 32);

export interface ProfileOptions {
  viewer: FeedViewer | null;
  getComments: boolean;
}

/** The profile of `userId` as `viewer` sees it; null when the user does not exist. */
export function profileOf(db: Db, userId: number, { viewer, getComments }: ProfileOptions): Profile | null {
  const row = findUser(db, userId);
  if (!row) return null;
  const viewerId = viewer?.id ?? null;
  const own = viewerId === userId;
  const other = viewerId !== null && !own;
  const follow = other ? findFollow(db, viewerId, userId) : undefined;
  const blocking = other && isBlockedBy(db, userId, viewerId);
  const blocksViewer = other && isBlockedBy(db, viewerId, userId);
  const sketches = queryCards(db, viewer, { ...userFeed(userId, 'recent'), limit: PROFILE_SKETCHES, offset: 0 }).cards;
  const profile: Profile = {
    id: row.id,
    nickname: row.nickname,
    avatar: avatarUrl(row.id, row.avatar_sketch_id),
    cover: coverUrl(row.id, row.cover_sketch_id),
    glops: row.glops,
    fans: fanCount(db, userId),
    fanOf: fanOfCount(db, userId),
    joined: row.created,
    birthDay: row.birth_day,
    birthMonth: row.birth_month,
    gender: row.gender,
    countryName: countryName(row.country),
    patron: row.patron_since !== null,
    patronSince: row.patron_since,
    patronName: row.patron_since !== null ? patronNameOf(db, row.id) : null,
    views: row.views,
    about: row.about,
    albums: albumsOf(db, userId, viewer),
    sketches,
    sketchCount: countedSketchCount(db, userId, viewer),
    rateRules: rulesGivenCount(db, userId),
    isFanOf: !!follow,
    fanSince: follow?.date ?? null,
    fanNotes: follow?.notes === 1,
    fanNotifyUploads: follow?.notify_uploads === 1,
    fanNotifyStream: follow?.notify_stream === 1,
    blocking,
    blocksViewer,
    canMessage: other && !blocking && !blocksViewer,
  };
  if (own) {
    Object.assign(profile, {
      heartsAvailable: row.hearts_available,
      starsAvailable: row.stars_available,
      heartsGlopAccum: row.glops % GLOPS_PER_HEART,
      appleId: row.apple_id !== null,
      google: row.google_login === 1,
      email: row.email,
      apiKey: apiKeyOf(row.id, row.created),
    });
  }
  if (getComments) profile.profileComments = commentsOf(db, userId);
  return profile;
}

/** Counts a view by someone other than the owner. */
/**
 * A page of a fan list: the user's fans (followers) or whom they are a fan of (following), the
 * newest first. The cursor is the offset of the next page as text, '' at the end.
 */
export function fanListPage(db: Db, userId: number, which: 'followers' | 'following', offset: number, limit: number): { items: FanListItem[]; cursor: string } {
  const rows = fanListRows(db, userId, which, limit + 1, offset);
  return {
    items: rows.slice(0, limit).map((r) => ({ id: r.id, nickname: r.nickname, avatar: avatarUrl(r.id, r.avatar_sketch_id), date: r.date })),
    cursor: rows.length > limit ? String(offset + limit) : '',
  };
}
