// Who asks, and what they ask about, in the role matrix and the bad-input suite. The roles are
// the demo accounts (seed/demoAccounts.ts) plus a warned gloperator and two CSRF failures; the
// objects belong to a victim, an artist from the seed who is none of the roles, so that every
// role acts on another artist's sketch, album and comment.
import { createCanvas } from '@napi-rs/canvas';
import { signToken } from '../../auth/tokens';
import { COVER_SIZE } from '../../images/sizes';
import { ballotSets } from '../../entities/compos';
import { challengeFixtures, type ChallengeFixtures } from './challengeFixtures';
import { awardFixtures, type AwardFixtures } from './awardFixtures';
import { accountFixtures, type AccountFixtures } from './accountFixtures';
import { messageFixtures, type MessageFixtures } from './messageFixtures';
import { groupFixtures, type GroupFixtures } from './groupFixtures';
import { groupAdminFixtures, type GroupAdminFixtures } from './groupAdminFixtures';
import { moderationFixtures, type ModerationFixtures } from './moderationFixtures';
import { demoAccountByRole, DEMO_FACTS } from '../../seed/demoAccounts';
import { TEST_NOW, TestClient } from '../testApp';
import type { TestHarness } from '../useTestApp';

export const ROLES = [
  'visitor',
  'artist',
  'patron',
  'groupAdmin',
  'moderator',
  'warned',
  'banned',
  'warnedModerator',
  'noCsrf',
  'wrongCsrf',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles whose requests carry a missing or a wrong CSRF token (as the artist, signed in). */
export const CSRF_ROLES: readonly Role[] = ['noCsrf', 'wrongCsrf'];
/** Roles under a ban in force: an unaccepted warning or a suspension. */
export const BANNED_ROLES: readonly Role[] = ['warned', 'banned', 'warnedModerator'];

/** A token of the right form that is not the client's. */
export const WRONG_CSRF_TOKEN = 'not-the-cookie-token-0123456789';

export interface Fixtures extends ChallengeFixtures, AwardFixtures, AccountFixtures, MessageFixtures, GroupFixtures, GroupAdminFixtures, ModerationFixtures {
  /** The user id of each role (null: the visitor). */
  userOf: Record<Role, number | null>;
  /** The artist whose objects the roles act on. */
  victim: number;
  victimSketch: number;
  /** Another of the victim's sketches, not yet a co-op base. */
  victimCoopBase: number;
  victimAlbum: number;
  victimComment: number;
  /** An album of the artist's own. */
  artistAlbum: number;
  /** An existing co-op (its base sketch's id). */
  coopId: number;
  /** A sketch of the artist's in the cover size (setCover takes no other). */
  artistCoverSketch: number;
  /** Valid sign-in tokens: the platform's for the artist, the host app's for the victim. */
  appleToken: string;
  hostToken: string;
  /** A user the roles fan and block (not the victim, so the victim's comments stay open to them). */
  bystander: number;
  /** A user the artist is a fan of (their fan notification settings). */
  artistFanOf: number;
  categoryPath: string;
  groupId: number;
  /** A new comment of the victim's on the victim's sketch (for a delete that must find one). */
  newVictimComment: () => number;
  /** A sketch of the user's own. */
  ownSketch: (userId: number) => number;
  /** Compos in each running state (id and key name), for the compo routes. */
  openCompo: { id: number; key: string };
  votingCompo: { id: number; key: string };
  /** The artist's sketch in no compo (to enter), and one entered in the open compo (to remove). */
  artistFreeSketch: number;
  artistCompoEntry: number;
  /** A valid ballot of the user in the voting compo, as the ballot page sends it. */
  compoBallot: (userId: number | null) => { step: number; votes: string };
}

const now = () => new Date(TEST_NOW).toISOString();

/** Sets up the objects and the warned gloperator; call in beforeAll after the app exists. */
export function setUpFixtures(t: TestHarness): Fixtures {
  const demo = (role: Parameters<typeof demoAccountByRole>[0]) => demoAccountByRole(role).id;
  const firstOther = DEMO_FACTS.firstOtherUserId;
  const pickUser = (sql: string, ...params: unknown[]) => t.one<{ id: number }>(sql, ...params).id;
  // An artist with a few sketches, no ban, who blocks none of the roles.
  const victim = pickUser(
    `SELECT u.id FROM users u WHERE u.id >= ? AND (SELECT count(*) FROM sketches s WHERE s.user_id = u.id AND s.unlisted = 0) >= 3
       AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = u.id) AND NOT EXISTS (SELECT 1 FROM blocks k WHERE k.blocker_id = u.id)
     ORDER BY u.id LIMIT 1`,
    firstOther,
  );
  const bystander = pickUser('SELECT id FROM users WHERE id >= ? AND id <> ? AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = users.id) ORDER BY id LIMIT 1', firstOther, victim);
  const warnedModerator = pickUser(
    'SELECT id FROM users WHERE id >= ? AND id NOT IN (?, ?) AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = users.id) ORDER BY id LIMIT 1',
    firstOther,
    victim,
    bystander,
  );
  t.write("UPDATE users SET icons = 'm', thumbs = 1 WHERE id = ?", warnedModerator);
  t.write('INSERT INTO bans (user_id, duration, date_start, reason, offenses, accepted) VALUES (?, 0, ?, ?, 1, 0)', warnedModerator, now(), 'Matrix warning');

  const [victimSketch, victimCoopBase] = t
    .query<{ id: number }>(
      'SELECT id FROM sketches WHERE user_id = ? AND unlisted = 0 AND id NOT IN (SELECT sketch_id FROM coops) ORDER BY id LIMIT 2',
      victim,
    )
    .map((row) => row.id) as [number, number];
  const newAlbum = (userId: number, title: string) =>
    Number(
      t.write('INSERT INTO albums (user_id, title, description, thumbnail_sketch_id, mode, views, created) VALUES (?, ?, ?, NULL, 0, 0, ?)', userId, title, '', now())
        .lastInsertRowid,
    );
  const victimAlbum = newAlbum(victim, 'Victim album');
  t.write('INSERT INTO album_items (album_id, sketch_id, added) VALUES (?, ?, ?)', victimAlbum, victimSketch, now());
  const newVictimComment = () =>
    Number(
      t.write("INSERT INTO comments (target_type, target_id, user_id, text, date) VALUES ('sketch', ?, ?, ?, ?)", victimSketch, victim, 'Victim comment', now())
        .lastInsertRowid,
    );

  const userOf: Record<Role, number | null> = {
    visitor: null,
    artist: demo('artist'),
    patron: demo('patron'),
    groupAdmin: demo('groupAdmin'),
    moderator: demo('gloperator'),
    warned: demo('warned'),
    banned: demo('banned'),
    warnedModerator,
    noCsrf: demo('artist'),
    wrongCsrf: demo('artist'),
  };
  // Enough hearts for the heart row, whatever the seed gave.
  for (const id of Object.values(userOf)) if (id !== null) t.write('UPDATE users SET hearts_available = 50 WHERE id = ?', id);

  const artistCoverSketch = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = ? ORDER BY id DESC LIMIT 1', demo('artist')).id;
  t.write('UPDATE sketches SET width = ?, height = ? WHERE id = ?', COVER_SIZE.width, COVER_SIZE.height, artistCoverSketch);
  const iat = Math.floor(TEST_NOW / 1000);

  return {
    userOf,
    artistCoverSketch,
    appleToken: signToken(t.app.ctx.secret, 'apple', { sub: demoAccountByRole('artist').appleSub, iat }),
    hostToken: signToken(t.app.ctx.secret, 'host', { sub: victim, iat }),
    victim,
    victimSketch,
    victimCoopBase,
    victimAlbum,
    victimComment: newVictimComment(),
    artistAlbum: newAlbum(demo('artist'), 'Artist album'),
    coopId: t.one<{ id: number }>('SELECT sketch_id AS id FROM coops ORDER BY sketch_id LIMIT 1').id,
    bystander,
    artistFanOf: t.one<{ id: number }>('SELECT artist_id AS id FROM follows WHERE fan_id = ? ORDER BY artist_id LIMIT 1', demo('artist')).id,
    categoryPath: t.one<{ path: string }>('SELECT path FROM brush_categories ORDER BY id LIMIT 1').path,
    groupId: t.one<{ id: number }>('SELECT id FROM groups ORDER BY id LIMIT 1').id,
    newVictimComment,
    ownSketch: (userId) => t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = ? ORDER BY id LIMIT 1', userId).id,
    ...compoFixtures(t, demo('artist'), artistCoverSketch),
    ...challengeFixtures(t, demo('artist')),
    ...awardFixtures(t),
    ...accountFixtures(t, demo('artist'), victim),
    ...messageFixtures(t, demo('artist'), victim, bystander),
    ...groupFixtures(t, demo('artist'), victim, victimSketch),
    ...groupAdminFixtures(t, victim, victimSketch, t.one<{ id: number }>('SELECT id FROM groups ORDER BY id LIMIT 1').id),
    ...moderationFixtures(t, victim, victimSketch),
  };
}

/** The compo objects (see Fixtures): the artist's sketches chosen apart from ownSketch (the first) and the cover sketch (the last). */
function compoFixtures(t: TestHarness, artist: number, coverSketch: number) {
  const nowIso = new Date(TEST_NOW).toISOString();
  const compoIn = (where: string) => {
    const row = t.one<{ id: number; key_name: string }>(`SELECT id, key_name FROM compos WHERE ${where} ORDER BY id LIMIT 1`, nowIso, nowIso);
    return { id: row.id, key: row.key_name };
  };
  const openCompo = compoIn('start_date <= ? AND end_date > ?');
  const votingCompo = compoIn('end_date <= ? AND end_voting_date > ?');
  const [artistFreeSketch, artistCompoEntry] = t
    .query<{ id: number }>(
      `SELECT id FROM sketches s WHERE user_id = ? AND id NOT IN (?, (SELECT min(id) FROM sketches WHERE user_id = ?))
         AND NOT EXISTS (SELECT 1 FROM compo_entries e WHERE e.sketch_id = s.id) ORDER BY id LIMIT 2 OFFSET 1`,
      artist,
      coverSketch,
      artist,
    )
    .map((row) => row.id) as [number, number];
  t.write('INSERT INTO compo_entries (sketch_id, compo_id, place, added) VALUES (?, ?, -1, ?)', artistCompoEntry, openCompo.id, nowIso);
  t.write('UPDATE sketches SET compo_place = -1 WHERE id = ?', artistCompoEntry);
  const compoBallot = (userId: number | null) => {
    if (userId === null) return { step: 1, votes: '[]' };
    const mature = t.one<{ mature: number }>('SELECT mature FROM users WHERE id = ?', userId).mature === 1;
    const sets = ballotSets(t.app.ctx.db, votingCompo.id, { id: userId, mature }).map((set) => set.map((card) => card.id));
    return { step: sets.length, votes: JSON.stringify(sets) };
  };
  return { openCompo, votingCompo, artistFreeSketch, artistCompoEntry, compoBallot };
}

/** A signed-in client for each role (the CSRF roles are the artist's client, used without a good token). */
export async function clientsFor(t: TestHarness, fixtures: Fixtures): Promise<Record<Role, TestClient>> {
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await t.clientAs(fixtures.userOf[role])] as const),
  );
  return Object.fromEntries(entries) as Record<Role, TestClient>;
}

/** The CSRF token a role's request carries: its own, none, or a wrong one. */
export const csrfOf = (role: Role): { csrf?: string | null } =>
  role === 'noCsrf' ? { csrf: null } : role === 'wrongCsrf' ? { csrf: WRONG_CSRF_TOKEN } : {};

/** A small PNG, as an upload's file. */
export function tinyPng(width = 4, height = 4): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3060c0';
  ctx.fillRect(0, 0, width, height);
  return canvas.encodeSync('png');
}

/** An upload form with a PNG file, as the upload page sends it. */
export function uploadForm(fields: Record<string, string> = {}, file: Buffer = tinyPng(), name = 'sketch.png', type = 'image/png'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([new Uint8Array(file)], { type }), name);
  return form;
}

/** How many rows the app's own connection has changed so far: unchanged means nothing was written. */
export function writesSoFar(t: TestHarness): number {
  return t.app.ctx.db.prepare('SELECT total_changes()').pluck().get() as number;
}

/** The store's payment form for 25 hearts, as the simulated provider receives it (the role matrix and the route samples post it). */
export const providerForm = (buyer: number) => ({
  cmd: '_xclick',
  business: 'store@sketchery.app',
  item_number: 'hearts25',
  item_name: '25 hearts',
  amount: '5.00',
  currency_code: 'USD',
  custom: String(buyer),
  return: '/store/paypal-success',
  cancel_return: '/store',
});
