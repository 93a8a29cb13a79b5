// Sketches spread over the last two years, with ids in upload order, varied sizes, titles
// (including the empty and literal 'null' titles the client must show as 'Untitled').
import { PRODUCT_HOST } from '../../src/lib/product';
import type { SketchRow } from '../data/sketches';
import { COVER_SIZE } from '../images/sizes';
import { DAY, fill, iso, WeightedTable, type SeedContext } from './context';
import type { SeededUser } from './seedUsers';
import { DESCRIPTION_SENTENCES, DEVICES, TAGS, TITLE_ADJECTIVES, TITLE_NOUNS, TITLE_PATTERNS } from './words';

export const SKETCH_COUNT = 4000;
/** Sketches of the demo accounts are fixed so tests can rely on "many" for InkyAda. */
const FIXED_SKETCH_COUNTS: Record<number, number> = { 1: 150, 2: 14, 3: 9, 4: 10, 5: 5, 6: 4 };
/** Width x height; 2048x506 is the only size usable as a profile cover. */
const SIZES: readonly (readonly [readonly [number, number], number])[] = [
  [[2048, 1536], 30],
  [[1536, 2048], 28],
  [[2048, 2048], 18],
  [[1024, 768], 12],
  [[768, 1024], 5],
  [[1200, 1600], 4],
  [[2048, 506], 1.2],
];
const MODERATOR_IDS = [4];

/** The columns the seed writes; the others keep their defaults. */
type SketchInsert = Pick<
  SketchRow,
  | 'id' | 'user_id' | 'title' | 'description' | 'width' | 'height' | 'device' | 'created' | 'unlisted' | 'mature'
  | 'featured' | 'featured_by' | 'featured_date' | 'views' | 'video' | 'compo_place' | 'parent_id'
>;

export interface SeededSketch {
  id: number;
  userId: number;
  createdMs: number;
  mature: boolean;
  unlisted: boolean;
}

function makeTitle(ctx: SeedContext): string | null {
  const { rng } = ctx;
  const roll = rng.next();
  if (roll < 0.06) return '';
  if (roll < 0.09) return 'null';
  if (roll < 0.11) return null;
  return fill(rng.pick(TITLE_PATTERNS), {
    adj: rng.pick(TITLE_ADJECTIVES),
    noun: rng.pick(TITLE_NOUNS),
    noun2: rng.pick(TITLE_NOUNS),
    n: rng.int(1, 365),
    day: rng.int(1, 31),
  });
}

export function seedSketches(ctx: SeedContext, users: readonly SeededUser[]): SeededSketch[] {
  const { db, rng, now } = ctx;
  const windowStart = now - 730 * DAY;
  const byWeight = new WeightedTable(users.map((user) => (user.id in FIXED_SKETCH_COUNTS ? 0 : user.activity)));
  const owners: number[] = [];
  for (const [userId, count] of Object.entries(FIXED_SKETCH_COUNTS)) {
    for (let i = 0; i < count; i++) owners.push(Number(userId));
  }
  while (owners.length < SKETCH_COUNT) owners.push((users[byWeight.draw(rng)] as SeededUser).id);

  // Dates first, then ids in date order, as a real upload history would have.
  const drafts = owners.map((userId) => {
    const user = users[userId - 1] as SeededUser;
    const from = Math.max(windowStart, user.createdMs + DAY);
    return { userId, createdMs: Math.floor(from + rng.next() * (now - 10 * 60_000 - from)) };
  });
  drafts.sort((a, b) => a.createdMs - b.createdMs || a.userId - b.userId);

  const insert = db.prepare(`
    INSERT INTO sketches (id, user_id, title, description, width, height, device, created, unlisted, mature,
      featured, featured_by, featured_date, views, video, compo_place, parent_id)
    VALUES (@id, @user_id, @title, @description, @width, @height, @device, @created, @unlisted, @mature,
      @featured, @featured_by, @featured_date, @views, @video, @compo_place, @parent_id)`);
  const insertTag = db.prepare('INSERT INTO sketch_tags (sketch_id, tag) VALUES (?, ?)');
  const lastByUser = new Map<number, number>();
  const sketches: SeededSketch[] = [];
  let adaIndex = 0;

  drafts.forEach((draft, index) => {
    const id = index + 1;
    const [width, height] = rng.weighted(SIZES);
    const featured = rng.chance(0.05);
    let row: SketchInsert = {
      id,
      user_id: draft.userId,
      title: makeTitle(ctx),
      description: rng.chance(0.45) ? '' : rng.sample(DESCRIPTION_SENTENCES, rng.int(1, 3)).join(' '),
      width,
      height,
      device: rng.chance(0.1) ? null : rng.pick(DEVICES),
      created: iso(draft.createdMs),
      unlisted: rng.chance(0.04) ? 1 : 0,
      mature: rng.chance(0.06) ? 1 : 0,
      featured: featured ? 1 : 0,
      featured_by: featured ? rng.pick(MODERATOR_IDS) : null,
      featured_date: featured ? iso(Math.min(now, draft.createdMs + rng.int(1, 72) * 3_600_000)) : null,
      views: rng.powerLaw(3, 20_000, 1.7),
      video: rng.chance(0.05) ? `https://videos.${PRODUCT_HOST}/timelapse/${id}.mp4` : null,
      compo_place: rng.chance(0.04) ? (rng.chance(0.35) ? -1 : rng.int(1, 40)) : null,
      parent_id: null,
    };
    const previous = lastByUser.get(draft.userId);
    if (previous !== undefined && rng.chance(0.03)) row.parent_id = previous;
    if (draft.userId === 1) row = { ...row, ...adaSpecials(adaIndex++, row.id, draft.createdMs, now) };
    insert.run(row);
    for (const tag of rng.sample(TAGS, rng.weighted([[0, 2], [1, 3], [2, 3], [3, 2], [4, 1]] as const))) {
      insertTag.run(id, tag);
    }
    lastByUser.set(draft.userId, id);
    sketches.push({ id, userId: draft.userId, createdMs: draft.createdMs, mature: row.mature === 1, unlisted: row.unlisted === 1 });
  });
  return sketches;
}

/** InkyAda's gallery shows every card variant: covers, featured, video, unlisted, compo badges. */
function adaSpecials(index: number, id: number, createdMs: number, now: number): Partial<SketchInsert> {
  switch (index) {
    case 5:
      return { featured: 1, featured_by: 4, featured_date: iso(Math.min(now, createdMs + 5 * 3_600_000)), mature: 0 };
    case 6:
      return { video: `https://videos.${PRODUCT_HOST}/timelapse/${id}.mp4`, mature: 0 };
    case 3:
    case 40:
      return { width: COVER_SIZE.width, height: COVER_SIZE.height, mature: 0, unlisted: 0, title: index === 3 ? 'Harbour panorama' : 'Cover: rooftops' };
    case 10:
      return { title: 'null' };
    case 11:
      return { title: '' };
    case 20:
      return { unlisted: 1, mature: 0 };
    case 25:
      return { compo_place: 1, mature: 0 };
    case 26:
      return { compo_place: -1, mature: 0 };
    default:
      return { mature: 0 };
  }
}
