// Daily challenges in every state the screens show (spec part 1 §2): the oldest challenge with no
// entries and the next with one (the others have many), suggestions waiting, and InkyAda with a
// sketch in today's challenge and another that may still enter it. It draws from its own random
// stream and keeps the number of challenges, so the other seed steps and their tests see the same data.
import { DAY, iso, type SeedContext } from './context';
import { Rng } from './prng';
import { utcDayOf } from '../../src/lib/dayText';

export const CHALLENGE_SEED_OFFSET = 601;
const ADA = 1;
const PATRON = 2;

const SUGGESTIONS: readonly [string, string][] = [
  ['A city on the back of a whale', 'Draw the streets, the harbour and the whale that carries them.'],
  ['Your favourite breakfast', 'Steam, crumbs and morning light.'],
  ['A robot learning to paint', ''],
  ['Weather in a jar', 'Storms, snow or a tiny rainbow, kept on a shelf.'],
];

export function seedChallengeDemo(ctx: SeedContext): void {
  const { db, now } = ctx;
  const rng = new Rng(ctx.seed + CHALLENGE_SEED_OFFSET);
  // The challenges started by today (tomorrow's is scheduled already, seedContests.ts).
  const byAge = db.prepare('SELECT id FROM challenges WHERE date <= ? ORDER BY date, id').pluck().all(utcDayOf(now)) as number[];
  const [empty, single] = byAge;
  const today = byAge[byAge.length - 1];
  if (empty === undefined || single === undefined || today === undefined) return;

  // The oldest challenge ends up with no entry, the next one with a single entry that everyone
  // sees (its earliest public one that is not mature).
  db.prepare('DELETE FROM challenge_entries WHERE challenge_id = ?').run(empty);
  db.prepare(
    `DELETE FROM challenge_entries WHERE challenge_id = ?
       AND sketch_id <> (SELECT e.sketch_id FROM challenge_entries e JOIN sketches s ON s.id = e.sketch_id
                         WHERE e.challenge_id = ? AND s.unlisted = 0 AND s.mature = 0 AND s.violation IS NULL ORDER BY e.added, e.sketch_id LIMIT 1)`,
  ).run(single, single);

  // InkyAda's newest public sketches outside every challenge: the first goes into today's
  // challenge, the second stays free to enter it (the end-to-end test enters and removes it).
  const free = db
    .prepare(
      `SELECT s.id FROM sketches s WHERE s.user_id = ? AND s.unlisted = 0 AND s.mature = 0 AND s.violation IS NULL
         AND NOT EXISTS (SELECT 1 FROM challenge_entries e WHERE e.sketch_id = s.id)
       ORDER BY s.created DESC, s.id DESC LIMIT 2`,
    )
    .pluck()
    .all(ADA) as number[];
  if (free[0] !== undefined) db.prepare('INSERT INTO challenge_entries (sketch_id, challenge_id, added) VALUES (?, ?, ?)').run(free[0], today, iso(now - 3_600_000));

  // Suggestions: one by the patron account, the rest by other members.
  const members = db.prepare('SELECT id FROM users WHERE id > 6 ORDER BY id').pluck().all() as number[];
  const insert = db.prepare('INSERT INTO challenge_suggestions (user_id, title, description, created) VALUES (?, ?, ?, ?)');
  SUGGESTIONS.forEach(([title, description], index) => {
    const author = index === 0 || members.length === 0 ? PATRON : rng.pick(members);
    insert.run(author, title, description, iso(now - rng.int(1, 20) * DAY));
  });
}
