// What the edit-profile screen reads (spec part 2 §3 "Edit-profile response"): the user's own
// values (userInfo), the patron's settings (userPro, patrons only), and what the pickers offer.
import type { Db } from '../db/database';
import { findPatronSettings, genericCoverIds, recentEmoticons, userIdOfPatronSlug, type UserRow } from '../data/users';
import { newestSketchRefs, newestSketchRefsOfSize, type SketchRefRow } from '../data/sketches';
import { hasIcon } from '../auth/roles';
import type { EditProfile, Emoticon, GenericCover, RecentSketch, UserInfo, UserPro } from '../../src/api/schemas/editProfile';
import { COVER_SKETCH_SIZE, GENDERS, RECENT_EMOTICONS, RECENT_SKETCHES, type Gender } from '../../src/lib/profileRules';
import { COUNTRY_LIST } from './countryList';
import { avatarUrl, coverUrl, sketchImageUrl } from './urls';

export function userInfoOf(row: UserRow): UserInfo {
  return {
    nickname: row.nickname,
    email: row.email,
    website: row.website,
    about: row.about,
    avatar: row.avatar_sketch_id,
    cover: row.cover_sketch_id,
    emoticonId: row.emoticon_id,
    country: row.country ?? '',
    birthDay: row.birth_day,
    birthMonth: row.birth_month,
    gender: (GENDERS as readonly string[]).includes(row.gender) ? (row.gender as Gender) : '',
    showChat: row.show_chat === 1,
    showMature: row.mature === 1,
    useNewSite: row.use_new_site === 1,
    theme: row.theme,
  };
}

/** The patron's settings; a patron without a row yet gets the defaults. Null for everyone else. */
export function userProOf(db: Db, row: Pick<UserRow, 'id' | 'icons'>): UserPro | null {
  if (!hasIcon(row, 'p')) return null;
  const pro = findPatronSettings(db, row.id);
  return { slug: pro?.slug ?? '', emailMsg: (pro?.email_msg ?? 1) === 1, emailFan: (pro?.email_fan ?? 1) === 1, wmName: pro?.wm_name ?? '' };
}

/** The user of a patron web address (case-insensitive), or null. For /user/{patron name} and /api/v2/patron/{name}. */
export function userIdOfSlug(db: Db, slug: string): number | null {
  if (!slug) return null;
  return userIdOfPatronSlug(db, slug) ?? null;
}

const toPick = (row: SketchRefRow): RecentSketch => ({ id: row.id, title: row.title, imageUrl: sketchImageUrl(row.id), width: row.width, height: row.height });

/** The newest sketches, then the newest cover-sized ones not among them (the cover picker takes only those). */
export function recentSketchesOf(db: Db, userId: number): RecentSketch[] {
  const recent = newestSketchRefs(db, userId, RECENT_SKETCHES);
  const covers = newestSketchRefsOfSize(db, userId, COVER_SKETCH_SIZE.width, COVER_SKETCH_SIZE.height);
  const seen = new Set(recent.map((row) => row.id));
  return [...recent, ...covers.filter((row) => !seen.has(row.id))].map(toPick);
}

export function genericCoversOf(db: Db): GenericCover[] {
  return genericCoverIds(db).map((id) => ({ id, imageUrl: sketchImageUrl(id) }));
}

/** Whether a sketch is one of the generic covers: the users data module's. */

export function recentEmoticonsOf(db: Db, userId: number): Emoticon[] {
  return recentEmoticons(db, userId, RECENT_EMOTICONS).map((row) => ({ id: row.id, image: sketchImageUrl(row.sketch_id) }));
}

export function editProfileOf(db: Db, row: UserRow): EditProfile {
  const userPro = userProOf(db, row);
  return {
    userId: row.id,
    userInfo: userInfoOf(row),
    avatarUrl: avatarUrl(row.id, row.avatar_sketch_id),
    coverUrl: coverUrl(row.id, row.cover_sketch_id),
    recentSketches: recentSketchesOf(db, row.id),
    genericCovers: genericCoversOf(db),
    recentEmoticons: recentEmoticonsOf(db, row.id),
    countries: [...COUNTRY_LIST],
    ...(userPro ? { userPro } : {}),
  };
}
