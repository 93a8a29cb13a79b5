// Yearly awards demo data: 2011 to 2021 closed with the winners of the static summaries (the
// page shows both, so they must agree), 2022 open for voting with artist and sketch categories
// whose candidates are drawn from the seeded users and sketches. InkyAda (id 1) has voted in
// 'Sketch of the year' and in no other category. Draws from its own stream (seed + 801).
import { AWARD_SUMMARIES, type AwardWinner } from '../../src/lib/awardSummaries';
import { LAST_AWARDS_YEAR } from '../../src/lib/awards';
import { DAY, iso, type SeedContext } from './context';
import { Rng } from './prng';

export const AWARDS_SEED_OFFSET = 801;
const CANDIDATES_PER_CATEGORY = 5;
/** The open year's categories; the demo artist has voted in the first sketch category only. */
const OPEN_ARTIST_CATEGORIES = ['Artist of the year', 'Rising star', 'Most helpful member'];
const OPEN_SKETCH_CATEGORIES = ['Sketch of the year', 'Best character sketch', 'Best landscape'];
export const DEMO_VOTED_CATEGORY = 'Sketch of the year';
const DEMO_ARTIST = 1;

export function seedAwards(ctx: SeedContext): void {
  const { db } = ctx;
  const rng = new Rng(ctx.seed + AWARDS_SEED_OFFSET);
  // Candidates: artists with sketches to show, and public, titled sketches anyone may see.
  const artistPool = db
    .prepare(
      `SELECT u.id FROM users u WHERE u.id > 6 AND EXISTS (SELECT 1 FROM sketches s WHERE s.user_id = u.id AND s.unlisted = 0)
       ORDER BY u.glops DESC, u.id LIMIT 80`,
    )
    .pluck()
    .all() as number[];
  const sketchPool = db
    .prepare(
      `SELECT id FROM sketches WHERE unlisted = 0 AND mature = 0 AND violation IS NULL AND title IS NOT NULL AND title NOT IN ('', 'null')
       ORDER BY hearts DESC, id LIMIT 200`,
    )
    .pluck()
    .all() as number[];
  const userByName = db.prepare('SELECT id FROM users WHERE nickname = ?').pluck();
  const sketchByTitle = db.prepare('SELECT s.id FROM sketches s JOIN users u ON u.id = s.user_id WHERE u.nickname = ? AND s.title = ? ORDER BY s.id LIMIT 1').pluck();

  const insertYear = db.prepare('INSERT INTO award_years (year, voting_open, infos) VALUES (?, ?, ?)');
  const insertCategory = db.prepare('INSERT INTO award_categories (year, kind, title, position, winner_id) VALUES (?, ?, ?, ?, ?)');
  const insertCandidate = db.prepare('INSERT INTO award_candidates (category_id, object_id, position) VALUES (?, ?, ?)');
  const insertVote = db.prepare('INSERT INTO award_votes (category_id, user_id, object_id, voted) VALUES (?, ?, ?, ?)');

  /** The winner first, then others from the pool, shuffled into a stable order. */
  const candidatesWith = (pool: readonly number[], winner: number | null): number[] => {
    const chosen = new Set<number>(winner === null ? [] : [winner]);
    while (chosen.size < Math.min(CANDIDATES_PER_CATEGORY, pool.length)) chosen.add(rng.pick(pool));
    return rng.shuffle([...chosen]);
  };
  const addCategory = (year: number, kind: 'artist' | 'sketch', title: string, position: number, winner: number | null) => {
    const id = Number(insertCategory.run(year, kind, title, position, winner).lastInsertRowid);
    candidatesWith(kind === 'artist' ? artistPool : sketchPool, winner).forEach((object, index) => insertCandidate.run(id, object, index));
    return id;
  };
  const winnerId = (winner: AwardWinner): number =>
    ((winner.kind === 'artist' ? userByName.get(winner.artist) : sketchByTitle.get(winner.artist, winner.sketch)) as number | undefined) ??
    // The summaries name seeded members; should the seed change, the year still has a winner (awards.test.ts flags the mismatch).
    rng.pick(winner.kind === 'artist' ? artistPool : sketchPool);

  for (const summary of AWARD_SUMMARIES) {
    const open = summary.year === LAST_AWARDS_YEAR;
    insertYear.run(
      summary.year,
      open ? 1 : 0,
      open ? 'Voting is open until 31 December. One vote per category; you can change it until then.' : `Voting for the ${summary.year} awards has closed. Congratulations to the winners!`,
    );
    if (open) {
      OPEN_ARTIST_CATEGORIES.forEach((title, index) => addCategory(summary.year, 'artist', title, index, null));
      OPEN_SKETCH_CATEGORIES.forEach((title, index) => {
        const id = addCategory(summary.year, 'sketch', title, index, null);
        if (title === DEMO_VOTED_CATEGORY) {
          const choice = db.prepare('SELECT object_id FROM award_candidates WHERE category_id = ? ORDER BY position LIMIT 1').pluck().get(id) as number;
          insertVote.run(id, DEMO_ARTIST, choice, iso(ctx.now - 2 * DAY));
        }
      });
      continue;
    }
    const byKind = (kind: 'artist' | 'sketch') => summary.winners.filter((winner) => winner.kind === kind);
    byKind('artist').forEach((winner, index) => addCategory(summary.year, 'artist', winner.category, index, winnerId(winner)));
    byKind('sketch').forEach((winner, index) => addCategory(summary.year, 'sketch', winner.category, index, winnerId(winner)));
  }
}
