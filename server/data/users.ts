// The users table: its row type (the one description of its columns, checked against the
// migrations by columns.test.ts) and the queries of the users domain. Columns come from
// migrations 1 and 10 (server/db/migrations/); add a new column here with its migration.
import type { Db } from '../db/database';
import { columnsOf } from './columns';
import { COUNTED_SKETCH_SEEN, countedSketchParams } from './sketches';
import { oncePerDb } from './perDatabase';
import { notBlockedBy } from './blockFilter';

export interface UserRow {
  id: number;
  nickname: string;
  email: string;
  website: string;
  about: string;
  /** ISO 3166 alpha-2 code. */
  country: string | null;
  birth_day: number | null;
  birth_month: number | null;
  gender: '' | 'male' | 'female' | 'other';
  glops: number;
  /** Flags: g = group admin, m = gloperator, p = patron (auth/roles.ts). */
  icons: string;
  /** 0 or 1, as every flag column: may delete any comment. */
  thumbs: number;
  mature: number;
  chat_id: string | null;
  apple_id: string | null;
  google_login: number;
  show_header: number;
  patron_since: string | null;
  hearts_available: number;
  stars_available: number;
  /** Null: the generated avatar. */
  avatar_sketch_id: number | null;
  /** Null: the generated cover. */
  cover_sketch_id: number | null;
  views: number;
  created: string;
  show_chat: number;
  use_new_site: number;
  /** Null: not chosen. */
  theme: 'dark' | 'gray' | 'light' | null;
  /** The user's "me" emoticon. */
  emoticon_id: number | null;
}

/** The columns of UserRow, in the table's order (columns.test.ts holds them to the migrations). */
export const USER_COLUMNS = columnsOf<UserRow>()([
  'id', 'nickname', 'email', 'website', 'about', 'country', 'birth_day', 'birth_month', 'gender', 'glops', 'icons', 'thumbs',
  'mature', 'chat_id', 'apple_id', 'google_login', 'show_header', 'patron_since', 'hearts_available', 'stars_available',
  'avatar_sketch_id', 'cover_sketch_id', 'views', 'created', 'show_chat', 'use_new_site', 'theme', 'emoticon_id',
]);

const findUserStatement = oncePerDb((db) => db.prepare('SELECT * FROM users WHERE id = ?'));

/** A user's whole row, or null when there is none. */
export function findUser(db: Db, id: number): UserRow | null {
  return (findUserStatement(db).get(id) as UserRow | undefined) ?? null;
}

const nicknameOfStatement = oncePerDb((db) => db.prepare('SELECT nickname FROM users WHERE id = ?').pluck());

/** A user's nickname, or undefined when there is no such user. */
export function nicknameOf(db: Db, id: number): string | undefined {
  return nicknameOfStatement(db).get(id) as string | undefined;
}

const heartsAvailableStatement = oncePerDb((db) => db.prepare('SELECT hearts_available FROM users WHERE id = ?').pluck());

export function heartsAvailable(db: Db, userId: number): number {
  return heartsAvailableStatement(db).get(userId) as number;
}

const starsAvailableStatement = oncePerDb((db) => db.prepare('SELECT stars_available FROM users WHERE id = ?').pluck());

export function starsAvailable(db: Db, userId: number): number {
  return starsAvailableStatement(db).get(userId) as number;
}

const spendHeartStatement = oncePerDb((db) => db.prepare('UPDATE users SET hearts_available = hearts_available - 1 WHERE id = ? AND hearts_available > 0'));

/** Takes one of the user's hearts; false when they have none left (the count never goes below 0). */
export function spendHeart(db: Db, userId: number): boolean {
  return spendHeartStatement(db).run(userId).changes > 0;
}

const spendStarStatement = oncePerDb((db) => db.prepare('UPDATE users SET stars_available = stars_available - 1 WHERE id = ? AND stars_available > 0'));

/** Takes one of the user's stars; false when they have none left. */
export function spendStar(db: Db, userId: number): boolean {
  return spendStarStatement(db).run(userId).changes > 0;
}

const setAvatarSketchStatement = oncePerDb((db) => db.prepare('UPDATE users SET avatar_sketch_id = ? WHERE id = ?'));

export function setAvatarSketch(db: Db, userId: number, sketchId: number): void {
  setAvatarSketchStatement(db).run(sketchId, userId);
}

const setCoverSketchStatement = oncePerDb((db) => db.prepare('UPDATE users SET cover_sketch_id = ? WHERE id = ?'));

export function setCoverSketch(db: Db, userId: number, sketchId: number): void {
  setCoverSketchStatement(db).run(sketchId, userId);
}

const userExistsStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM users WHERE id = ?'));

export function userExists(db: Db, id: number): boolean {
  return userExistsStatement(db).get(id) !== undefined;
}

const userIdOfNicknameStatement = oncePerDb((db) => db.prepare('SELECT id FROM users WHERE nickname = ?').pluck());

/** The user of a nickname (any case: the column is NOCASE), or undefined. */
export function userIdOfNickname(db: Db, nickname: string): number | undefined {
  return userIdOfNicknameStatement(db).get(nickname) as number | undefined;
}

const userIdOfRefStatement = oncePerDb((db) => db.prepare('SELECT id FROM users WHERE id = ?').pluck());

/** A user named by id (digits) or by nickname, as the user part of an address; null when there is none. */
export function userIdOfRef(db: Db, ref: string): number | null {
  const id = /^\d{1,12}$/.test(ref) ? (userIdOfRefStatement(db).get(Number(ref)) as number | undefined) : userIdOfNickname(db, ref);
  return id ?? null;
}

/** What a list of users shows of each: name, avatar, glops (entities/community.ts's userSummaryOf maps it). */
export type UserSummaryRow = Pick<UserRow, 'id' | 'nickname' | 'avatar_sketch_id' | 'glops'>;

export function findUserSummaryRow(db: Db, id: number): UserSummaryRow | undefined {
  return userSummaryReader(db)(id);
}

const heartGiversStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT u.id, u.nickname, u.avatar_sketch_id, u.glops FROM hearts h JOIN users u ON u.id = h.giver_id
       WHERE h.sketch_id = ? ORDER BY h.date DESC LIMIT ?`,
    ),
);

/** The users who gave a sketch a heart, the latest first. */
export function heartGivers(db: Db, sketchId: number, limit: number): UserSummaryRow[] {
  return heartGiversStatement(db).all(sketchId, limit) as UserSummaryRow[];
}

const userSummaryReaderStatement = oncePerDb((db) => db.prepare('SELECT id, nickname, avatar_sketch_id, glops FROM users WHERE id = ?'));

/** findUserSummaryRow for many ids (a page of activity), on the statement compiled once per database. */
export function userSummaryReader(db: Db): (id: number) => UserSummaryRow | undefined {
  const statement = userSummaryReaderStatement(db);
  return (id) => statement.get(id) as UserSummaryRow | undefined;
}

const nicknameTakenByOtherStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM users WHERE nickname = ? COLLATE NOCASE AND id <> ?'));

/** Whether another user than `userId` has the nickname (any case). */
export function nicknameTakenByOther(db: Db, nickname: string, userId: number): boolean {
  return nicknameTakenByOtherStatement(db).get(nickname, userId) !== undefined;
}

const patronSlugTakenByOtherStatement = oncePerDb((db) => db.prepare("SELECT 1 FROM patron_settings WHERE slug = ? COLLATE NOCASE AND user_id <> ? AND slug <> ''"));

/** Whether another patron than `userId` has the web address (any case; an empty one is nobody's). */
export function patronSlugTakenByOther(db: Db, slug: string, userId: number): boolean {
  return patronSlugTakenByOtherStatement(db).get(slug, userId) !== undefined;
}

const emoticonOwnerStatement = oncePerDb((db) => db.prepare('SELECT user_id FROM emoticons WHERE id = ?').pluck());

/** The user an emoticon belongs to, or undefined when there is no such emoticon. */
export function emoticonOwner(db: Db, emoticonId: number): number | undefined {
  return emoticonOwnerStatement(db).get(emoticonId) as number | undefined;
}

/** The columns of a user's own profile that edit profile saves. */
export type ProfileUpdate = Partial<
  Pick<
    UserRow,
    | 'nickname' | 'email' | 'website' | 'about' | 'avatar_sketch_id' | 'cover_sketch_id' | 'emoticon_id' | 'country' | 'birth_day'
    | 'birth_month' | 'gender' | 'show_chat' | 'mature' | 'use_new_site' | 'theme'
  >
>;

/** Saves the given columns of a user's profile (none given: nothing changes). */
export function updateProfile(db: Db, userId: number, update: ProfileUpdate): void {
  // The column names are ProfileUpdate's keys, set by the caller's code, never a request's text.
  const names = Object.keys(update);
  if (names.length === 0) return;
  db.prepare(`UPDATE users SET ${names.map((name) => `${name} = @${name}`).join(', ')} WHERE id = @id`).run({ ...update, id: userId });
}

/** A patron's settings as edit profile saves them. */
export interface PatronSettings {
  slug: string;
  emailMsg: boolean;
  emailFan: boolean;
  wmName: string;
}

const savePatronSettingsStatement = oncePerDb((db) =>
  db
    .prepare(
      `INSERT INTO patron_settings (user_id, slug, email_msg, email_fan, wm_name) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET slug = excluded.slug, email_msg = excluded.email_msg, email_fan = excluded.email_fan, wm_name = excluded.wm_name`,
    ),
);

export function savePatronSettings(db: Db, userId: number, settings: PatronSettings): void {
  savePatronSettingsStatement(db).run(userId, settings.slug, settings.emailMsg ? 1 : 0, settings.emailFan ? 1 : 0, settings.wmName);
}

const userIdOfAppleIdStatement = oncePerDb((db) => db.prepare('SELECT id FROM users WHERE apple_id = ?').pluck());

/** The user of an Apple ID (the token's subject), or undefined. */
export function userIdOfAppleId(db: Db, appleId: string): number | undefined {
  return userIdOfAppleIdStatement(db).get(appleId) as number | undefined;
}

const findViewerRowStatement = oncePerDb((db) => db.prepare('SELECT id, mature FROM users WHERE id = ?'));

/** What the feeds' filter reads of a signed-in viewer (feeds/cards.ts's feedViewer). */
export function findViewerRow(db: Db, id: number): Pick<UserRow, 'id' | 'mature'> | undefined {
  return findViewerRowStatement(db).get(id) as Pick<UserRow, 'id' | 'mature'> | undefined;
}

/** What the home page's block of the signed-in user shows: the summary and the cover. */
export type HomeUserRow = UserSummaryRow & Pick<UserRow, 'cover_sketch_id'>;

const findHomeUserRowStatement = oncePerDb((db) => db.prepare('SELECT id, nickname, avatar_sketch_id, cover_sketch_id, glops FROM users WHERE id = ?'));

export function findHomeUserRow(db: Db, id: number): HomeUserRow | undefined {
  return findHomeUserRowStatement(db).get(id) as HomeUserRow | undefined;
}

const birthdayUsersStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT id, nickname, avatar_sketch_id, glops FROM users
       WHERE birth_day = ? AND birth_month = ? AND ${notBlockedBy('id')}
       ORDER BY glops DESC, id LIMIT ?`,
    ),
);

/** Users born on a day and month, by glops, descending; not those `viewerId` blocks (0: nobody). */
export function birthdayUsers(db: Db, day: number, month: number, viewerId: number, limit: number): UserSummaryRow[] {
  return birthdayUsersStatement(db).all(day, month, viewerId, limit) as UserSummaryRow[];
}

/** What a sketch page shows of its artist. */
export type CreatorRow = Pick<UserRow, 'nickname' | 'glops' | 'icons' | 'avatar_sketch_id'>;

const findCreatorRowStatement = oncePerDb((db) => db.prepare('SELECT nickname, glops, icons, avatar_sketch_id FROM users WHERE id = ?'));

export function findCreatorRow(db: Db, id: number): CreatorRow | undefined {
  return findCreatorRowStatement(db).get(id) as CreatorRow | undefined;
}

const findNameAndAvatarStatement = oncePerDb((db) => db.prepare('SELECT nickname, avatar_sketch_id FROM users WHERE id = ?'));

/** A user's name and avatar (an album's owner), or undefined. */
export function findNameAndAvatar(db: Db, id: number): Pick<UserRow, 'nickname' | 'avatar_sketch_id'> | undefined {
  return findNameAndAvatarStatement(db).get(id) as Pick<UserRow, 'nickname' | 'avatar_sketch_id'> | undefined;
}

/** A patron's settings as stored (the flags 0 or 1). */
export interface PatronSettingsRow {
  slug: string;
  email_msg: number;
  email_fan: number;
  wm_name: string;
}

const findPatronSettingsStatement = oncePerDb((db) => db.prepare('SELECT slug, email_msg, email_fan, wm_name FROM patron_settings WHERE user_id = ?'));

/** A user's patron settings, or undefined when they have saved none. */
export function findPatronSettings(db: Db, userId: number): PatronSettingsRow | undefined {
  return findPatronSettingsStatement(db).get(userId) as PatronSettingsRow | undefined;
}

/** A patron's web address as stored ('' or undefined: none). */
export function patronSlug(db: Db, userId: number): string | undefined {
  return findPatronSettings(db, userId)?.slug;
}

const userIdOfPatronSlugStatement = oncePerDb((db) => db.prepare("SELECT user_id FROM patron_settings WHERE slug = ? COLLATE NOCASE AND slug <> ''").pluck());

/** The user of a patron web address (any case; an empty one is nobody's), or undefined. */
export function userIdOfPatronSlug(db: Db, slug: string): number | undefined {
  return userIdOfPatronSlugStatement(db).get(slug) as number | undefined;
}

const recentEmoticonsStatement = oncePerDb((db) => db.prepare('SELECT id, sketch_id FROM emoticons WHERE user_id = ? ORDER BY created DESC, id DESC LIMIT ?'));

/** A user's newest emoticons, the newest first. */
export function recentEmoticons(db: Db, userId: number, limit: number): { id: number; sketch_id: number }[] {
  return recentEmoticonsStatement(db).all(userId, limit) as { id: number; sketch_id: number }[];
}

const genericCoverIdsStatement = oncePerDb((db) => db.prepare('SELECT sketch_id FROM generic_covers ORDER BY position, sketch_id').pluck());

/** The sketches offered to everyone as covers, in their order. */
export function genericCoverIds(db: Db): number[] {
  return genericCoverIdsStatement(db).all() as number[];
}

const isGenericCoverStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM generic_covers WHERE sketch_id = ?'));

export function isGenericCover(db: Db, sketchId: number): boolean {
  return isGenericCoverStatement(db).get(sketchId) !== undefined;
}

/** A user as the artists directory lists them: the summary, patron date and the counts its tabs show. */
export interface DirectoryRow extends UserSummaryRow {
  patron_since: string | null;
  fans: number;
  sketches: number;
}

/**
 * The columns of a directory row on `users u` (the sketch count counts as the profile's:
 * COUNTED_SKETCH_SEEN, whose two parameters come first).
 */
const DIRECTORY_COLUMNS = `u.id, u.nickname, u.avatar_sketch_id, u.glops, u.patron_since,
  (SELECT count(*) FROM follows f WHERE f.artist_id = u.id) AS fans,
  (SELECT count(*) FROM sketches s WHERE s.user_id = u.id AND ${COUNTED_SKETCH_SEEN}) AS sketches`;

/** A list of the directory or a search of artists: SQL on `users u` written by the caller's code, every value bound. */
export interface DirectoryQuery {
  join?: string;
  where?: string;
  params?: unknown[];
  order: string;
  orderParams?: unknown[];
}

/** A slice of a directory list for `viewer` (its counts, and without users they block); ties go by id. */
export function directoryRows(db: Db, query: DirectoryQuery, viewer: { id: number; mature: boolean } | null, limit: number, offset: number): DirectoryRow[] {
  return db
    .prepare(
      `SELECT ${DIRECTORY_COLUMNS} FROM users u ${query.join ?? ''}
       WHERE (${query.where ?? '1'}) AND ${notBlockedBy('u.id')}
       ORDER BY ${query.order}, u.id LIMIT ? OFFSET ?`,
    )
    .all(...countedSketchParams(viewer), ...(query.params ?? []), viewer?.id ?? 0, ...(query.orderParams ?? []), limit, offset) as DirectoryRow[];
}
