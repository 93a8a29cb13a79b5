// Demo data of the edit-profile screen (spec part 2 §2 "Edit profile"), every state it can be in:
// - PatronPaolo has the patron settings (web address 'patronpaolo', e-mail notifications, watermark name), a
//   chosen theme and recent emoticons with one chosen as "me";
// - InkyAda (the artist) has no patron settings, recent emoticons and cover-sized sketches;
// - GroupGreta has no emoticon (the emoticon section does not show), GlopGus neither;
// - other patrons have settings (some with a web address), some members have emoticons;
// - the house's generic covers: cover-sized sketches of members, offered to everyone.
// Draws from its own random stream, so other seed steps and their tests see the same data.
import { COVER_SKETCH_SIZE, slugify, slugProblem } from '../../src/lib/profileRules';
import { DAY, iso, type SeedContext } from './context';
import { Rng } from './prng';

export const EDIT_PROFILE_SEED_OFFSET = 1101;

/** Seed facts the tests share. */
export const EDIT_PROFILE_DEMO = {
  /** The demo patron's web address: his nickname as an address, so /user/patronpaolo finds him. */
  patronSlug: 'patronpaolo',
  patronWmName: 'Paolo P.',
  patronTheme: 'dark',
  /** Emoticons of the demo accounts (0: the section does not show). */
  emoticons: { 1: 4, 2: 3, 3: 0, 4: 0 } as Record<number, number>,
  genericCovers: 6,
} as const;

const PATRON = 2;

export function seedEditProfile(ctx: SeedContext): void {
  const { db, now } = ctx;
  const rng = new Rng(ctx.seed + EDIT_PROFILE_SEED_OFFSET);

  // Patron settings: the demo patron's are fixed; other patrons get some, a third a web address.
  const patrons = db.prepare("SELECT id, nickname FROM users WHERE icons LIKE '%p%' ORDER BY id").all() as { id: number; nickname: string }[];
  const insertPro = db.prepare('INSERT INTO patron_settings (user_id, slug, email_msg, email_fan, wm_name) VALUES (?, ?, ?, ?, ?)');
  const used = new Set<string>([EDIT_PROFILE_DEMO.patronSlug]);
  for (const patron of patrons) {
    if (patron.id === PATRON) {
      insertPro.run(patron.id, EDIT_PROFILE_DEMO.patronSlug, 1, 0, EDIT_PROFILE_DEMO.patronWmName);
      continue;
    }
    // Most keep their nickname as their address; some have none (the preview shows the id path).
    const wanted = rng.chance(0.65) ? slugify(patron.nickname) : '';
    const slug = slugProblem(wanted) === null && !used.has(wanted) ? wanted : '';
    used.add(slug);
    insertPro.run(patron.id, slug, rng.chance(0.8) ? 1 : 0, rng.chance(0.6) ? 1 : 0, rng.chance(0.5) ? patron.nickname : '');
  }
  db.prepare('UPDATE users SET theme = ? WHERE id = ?').run(EDIT_PROFILE_DEMO.patronTheme, PATRON);

  // Emoticons, each drawn from one of the user's sketches.
  const sketchesOf = db.prepare('SELECT id FROM sketches WHERE user_id = ? ORDER BY created DESC, id DESC LIMIT 40').pluck();
  const insertEmoticon = db.prepare('INSERT INTO emoticons (user_id, sketch_id, created) VALUES (?, ?, ?)');
  const giveEmoticons = (userId: number, count: number): number[] => {
    const own = sketchesOf.all(userId) as number[];
    return rng.sample(own, count).map((sketchId) => Number(insertEmoticon.run(userId, sketchId, iso(now - rng.int(1, 200) * DAY)).lastInsertRowid));
  };
  for (const [userId, count] of Object.entries(EDIT_PROFILE_DEMO.emoticons)) {
    const ids = giveEmoticons(Number(userId), count);
    if (Number(userId) === PATRON && ids[0] !== undefined) db.prepare('UPDATE users SET emoticon_id = ? WHERE id = ?').run(ids[0], PATRON);
  }
  const members = db.prepare('SELECT id FROM users WHERE id > 6 ORDER BY id').pluck().all() as number[];
  for (const userId of members) if (rng.chance(0.2)) giveEmoticons(userId, rng.int(1, 3));

  // Generic covers: public cover-sized sketches of members (not of the demo accounts).
  const covers = db
    .prepare('SELECT id FROM sketches WHERE width = ? AND height = ? AND user_id > 6 AND unlisted = 0 AND mature = 0 AND violation IS NULL ORDER BY id')
    .pluck()
    .all(COVER_SKETCH_SIZE.width, COVER_SKETCH_SIZE.height) as number[];
  const insertCover = db.prepare('INSERT INTO generic_covers (sketch_id, position) VALUES (?, ?)');
  rng.sample(covers, EDIT_PROFILE_DEMO.genericCovers).forEach((sketchId, position) => insertCover.run(sketchId, position));
}
