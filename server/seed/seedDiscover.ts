// Demo data of the artists directory and search (/artists, /search). The directory lists come
// from what the other steps made (uploads make artists active, follows make fans, about 5% of
// the artists are patrons, seedCommunity gives a few artists their birthday today); this step
// adds the cases a demo account can see: the patron demo account and one of the artists InkyAda
// blocks have their birthday on the seed day, so the Birthday tab lists PatronPaolo and, signed
// in as InkyAda, hides the blocked one; and no patron became one after the seed day (the users
// step draws the date from the sign-up date without a bound). It draws from a random stream of
// its own (offset 901).
import { DAY, iso, type SeedContext } from './context';
import { Rng } from './prng';

/** Search texts of the demo data (tests and the end-to-end spec use them). */
export const DISCOVER_DEMO = {
  /** A nickname fragment many artists share (the 'Inky' prefix), InkyAda among them. */
  artistHit: 'inky',
  /** Matches no nickname, title, tag or description. */
  miss: 'zzqxj',
  /** A tag and a title word of many sketches. */
  sketchHit: 'dragon',
  /**
   * Two words no sketch has as one phrase, but many have apart: 'fox' in a title and 'inky'
   * in the artist's nickname. The sketches search finds nothing; the magic search finds them.
   */
  magicOnly: 'fox inky',
} as const;

const SEED_OFFSET = 901;

export function seedDiscover(ctx: SeedContext): void {
  const rng = new Rng(ctx.seed + SEED_OFFSET);
  const today = new Date(ctx.now);
  const setBirthday = ctx.db.prepare('UPDATE users SET birth_day = ?, birth_month = ? WHERE id = ?');
  const blockedByAda = ctx.db.prepare('SELECT blocked_id FROM blocks WHERE blocker_id = 1 ORDER BY blocked_id').pluck().all() as number[];
  const celebrants = [2, ...(blockedByAda.length ? [rng.pick(blockedByAda)] : [])];
  for (const id of celebrants) setBirthday.run(today.getUTCDate(), today.getUTCMonth() + 1, id);

  const seedDay = iso(ctx.now).slice(0, 10);
  const future = ctx.db.prepare('SELECT id, created FROM users WHERE patron_since > ? ORDER BY id').all(seedDay) as { id: number; created: string }[];
  const setSince = ctx.db.prepare('UPDATE users SET patron_since = ? WHERE id = ?');
  for (const { id, created } of future) {
    const days = Math.max(0, Math.floor((ctx.now - Date.parse(created)) / DAY));
    setSince.run(iso(Date.parse(created) + rng.int(0, days) * DAY).slice(0, 10), id);
  }
}
