// Demo data of the compo screens in every state (spec part 1 §2, §4): the seed's compos
// (seedContests.ts) already give open ones with entries, voting ones and closed ones with
// places; this adds an open compo nobody has entered yet ('No entries yet, you should make
// one!'), InkyAda's vote in the voting compo that ends last (so it shows 'Update your vote'),
// leaving the other voting compo unvoted, and votes of a few other artists. Its own random
// stream (seed + 701), so other seed steps are unaffected.
import type { CompoRow } from '../data/compos';
import { compoState } from '../entities/community';
import { ballotSets } from '../entities/compos';
import { feedViewerOf } from '../feeds/cards';
import { DAY, HOUR, iso, type SeedContext } from './context';
import { DEMO_FACTS } from './demoAccounts';
import { Rng } from './prng';

export const EMPTY_COMPO_TITLE = 'First Light';
const ARTIST_ID = 1;
const OTHER_VOTERS = 12;

export function seedCompoVotes(ctx: SeedContext): void {
  const { db, now } = ctx;
  const rng = new Rng(ctx.seed + 701);
  const nowIso = iso(now);

  db.prepare(
    'INSERT INTO compos (key_name, title, infos, thumbnail_sketch_id, start_date, end_date, end_voting_date) VALUES (?, ?, ?, NULL, ?, ?, ?)',
  ).run(
    `first-light-${new Date(now).getUTCFullYear()}`,
    EMPTY_COMPO_TITLE,
    '<p>Draw the first light of the day: a sunrise, a lamp being lit, a window at dawn.</p><p>Enter as many of your sketches as you like. <b>Voting</b> opens when entries close.</p>',
    iso(now - 2 * HOUR),
    iso(now + 12 * DAY),
    iso(now + 19 * DAY),
  );

  const voting = (db.prepare('SELECT * FROM compos ORDER BY end_voting_date DESC, id').all() as CompoRow[]).filter((c) => compoState(c, nowIso) === 'voting');
  const voteAs = (compo: CompoRow, userId: number) => {
    const viewer = db.prepare('SELECT id, mature FROM users WHERE id = ?').get(userId) as { id: number; mature: number } | undefined;
    if (!viewer) return;
    const sets = ballotSets(db, compo.id, feedViewerOf(viewer)).map((set) => set.map((card) => card.id));
    if (!sets.length) return;
    // Mostly a choice, now and then a skipped set, as real ballots look.
    const votes = sets.map((set) => {
      if (rng.chance(0.15)) return set.map((id) => -id);
      const chosen = rng.pick(set);
      return [chosen, ...set.filter((id) => id !== chosen)];
    });
    db.prepare('INSERT OR REPLACE INTO compo_votes (compo_id, user_id, votes, step, date) VALUES (?, ?, ?, ?, ?)').run(
      compo.id,
      userId,
      JSON.stringify(votes),
      sets.length,
      iso(now - rng.int(1, 48) * HOUR),
    );
  };

  const [votedByArtist] = voting;
  if (votedByArtist) voteAs(votedByArtist, ARTIST_ID);
  const others = db.prepare('SELECT id FROM users WHERE id >= ? ORDER BY id LIMIT 200').pluck().all(DEMO_FACTS.firstOtherUserId) as number[];
  for (const compo of voting) for (const userId of rng.sample(others, OTHER_VOTERS)) voteAs(compo, userId);
}
