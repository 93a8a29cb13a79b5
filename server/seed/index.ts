// The deterministic demo seed: same seed number and seed time, same database content.
import { type Db, writeTransaction } from '../db/database';
import type { SeedContext } from './context';
import { Rng } from './prng';
import { seedAccountStore } from './seedAccountStore';
import { seedAlbums } from './seedAlbums';
import { seedAlbumShowcase } from './seedAlbumShowcase';
import { seedAwards } from './seedAwards';
import { seedBrushes } from './seedBrushes';
import { seedChallengeDemo } from './seedChallengeDemo';
import { seedCommunity } from './seedCommunity';
import { seedDiscover } from './seedDiscover';
import { seedMessages } from './seedMessages';
import { seedNewMember } from './seedNewMember';
import { seedAnonymous } from './seedAnonymous';
import { seedModeration } from './seedModeration';
import { seedEditProfile } from './seedEditProfile';
import { seedGroupRequests } from './seedGroupRequests';
import { seedChat } from './seedChat';
import { seedCompoVotes } from './seedCompoVotes';
import { seedSketches } from './seedSketches';
import { seedSketchPage } from './seedSketchPage';
import { seedProfile } from './seedProfile';
import { seedSocial } from './seedSocial';
import { seedStats } from './seedStats';
import { seedUsers } from './seedUsers';
import { seedGroupAdmin } from './seedGroupAdmin';
import { seedReadMarks } from './seedReadMarks';

export const DEFAULT_SEED = 20_240_301;

export interface SeedOptions {
  /** The seed time in ms; dates are spread backwards from it. */
  now: number;
  seed?: number;
}

/** Fills an empty, migrated database with the demo community, in one transaction. */
export function seedDatabase(db: Db, options: SeedOptions): void {
  const seed = options.seed ?? DEFAULT_SEED;
  const ctx: SeedContext = { db, rng: new Rng(seed), now: options.now, seed };
  writeTransaction(db, () => {
    const users = seedUsers(ctx);
    const sketches = seedSketches(ctx, users);
    seedSocial(ctx, users, sketches);
    seedAlbums(ctx, users, sketches);
    seedSketchPage(ctx);
    seedCommunity(ctx, users, sketches);
    seedStats(ctx, seedBrushes(ctx));
    seedAlbumShowcase(ctx);
    seedDiscover(ctx);
    seedCompoVotes(ctx);
    seedAwards(ctx);
    seedChallengeDemo(ctx);
    seedProfile(ctx);
    seedMessages(ctx);
    seedEditProfile(ctx);
    seedAccountStore(ctx);
    seedModeration(ctx);
    seedGroupRequests(ctx);
    seedGroupAdmin(ctx);
    seedChat(ctx);
    // The 'Anonymous' account the whiteboard refuses (no random picks either).
    seedAnonymous(ctx);
    // Last: a new user with nothing (after every step that picks users at random).
    seedNewMember(ctx);
    seedReadMarks(ctx);
  });
}

/** Seeds only a database without users, so a data dir keeps its content across restarts. */
export function seedIfEmpty(db: Db, options: SeedOptions): boolean {
  const row = db.prepare('SELECT count(*) AS n FROM users').get() as { n: number };
  if (row.n > 0) return false;
  seedDatabase(db, options);
  return true;
}
