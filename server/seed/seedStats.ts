// Statistics: what the drawing app recorded while each sketch was drawn (sketch_stats), and the
// view series of the demo accounts and every patron (user_stats). Draws from a stream of its
// own, so steps added elsewhere in the seed do not change the numbers.
import type { SketchRow } from '../data/sketches';
import { DAY, type SeedContext } from './context';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { mixSeed, Rng } from './prng';
import type { SeededBrush } from './seedBrushes';

const STREAM = 0x57a7_5eed;

/** Tool names of the tool-use counts ("tool:{name}" tokens), with how often each is picked. */
export const STAT_TOOLS = [
  ['brush', 30],
  ['eraser', 10],
  ['picker', 8],
  ['smudge', 4],
  ['select', 3],
  ['transform', 3],
  ['fill', 2],
  ['shape', 1.5],
  ['text', 1],
] as const;

const APP_VERSIONS = ['5.2.1', '5.3.0', '5.4.2', '6.0.0', '6.1.3'] as const;
const TEMPLATES = ['Comic page 3x3', 'Portrait grid', 'Two-point perspective', 'Storyboard 16:9', 'Hand lettering guide'] as const;

export const SERIES_LENGTHS = { hours: 24, days: 30, months: 12 } as const;

/** What the view statistics are made from. */
type SketchViews = Pick<SketchRow, 'id' | 'user_id' | 'created' | 'device' | 'views' | 'unlisted'>;

function uuid(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

/** Heavy-tailed drawing time in seconds: minutes for a doodle, many hours for a painting. */
function drawingSeconds(rng: Rng): number {
  return Math.round(Math.exp(rng.float(Math.log(240), Math.log(14 * 3600))));
}

function sketchStats(rng: Rng, sketch: SketchViews, brushTitles: readonly string[], userCount: number, windowStart: number, now: number) {
  const time = drawingSeconds(rng);
  const strokes = Math.max(3, Math.round((time / 60) * rng.float(6, 30)));
  const imageLoads = rng.chance(0.7) ? 0 : rng.int(1, 4);
  const tools = STAT_TOOLS.map(([name, weight]) => ({
    token: `tool:${name}`,
    value: rng.chance(name === 'brush' || name === 'eraser' ? 1 : 0.55) ? Math.max(1, Math.round((strokes / 40) * weight * rng.float(0.3, 1.4))) : 0,
  }));
  const age = (Date.parse(sketch.created) - windowStart) / (now - windowStart);
  const versionIndex = Math.min(APP_VERSIONS.length - 1, Math.max(0, Math.floor(age * APP_VERSIONS.length + rng.float(-0.7, 0.7))));
  const helpers = rng.chance(0.06) ? Array.from({ length: rng.int(1, 3) }, () => rng.int(1, userCount)) : [];
  return {
    sketch_id: sketch.id,
    app_version: APP_VERSIONS[versionIndex] as string,
    snapshots: rng.int(0, Math.min(60, Math.ceil(time / 600))),
    brushes: JSON.stringify(rng.sample(brushTitles, rng.int(1, 7))),
    images: imageLoads === 0 ? 0 : rng.int(1, imageLoads),
    uuids: JSON.stringify(Array.from({ length: rng.chance(0.3) ? rng.int(1, 3) : 0 }, () => uuid(rng))),
    template: rng.chance(0.08) ? rng.pick(TEMPLATES) : null,
    user_ids: JSON.stringify([...new Set([sketch.user_id, ...helpers])]),
    stats: JSON.stringify([
      { token: 'time', value: time },
      { token: 'streamed', value: rng.chance(0.15) ? Math.round(time * rng.float(0.2, 1)) : 0 },
      { token: 'strokes', value: strokes },
      { token: 'filters', value: rng.chance(0.5) ? 0 : rng.int(1, 9) },
      { token: 'imageLoads', value: imageLoads },
      { token: 'layers', value: rng.int(1, 14) },
      { token: 'pastes', value: rng.chance(0.6) ? 0 : rng.int(1, 12) },
      { token: 'undos', value: Math.round(strokes * rng.float(0.04, 0.3)) },
      ...tools,
    ]),
  };
}

/** Views per hour (last 24), per day (last 30) and per month (last 12), oldest first. */
function viewSeries(rng: Rng, dailyViews: number, now: number) {
  const lastHour = new Date(now).getUTCHours();
  const hours = Array.from({ length: SERIES_LENGTHS.hours }, (_, i) => {
    // Evenings are busiest: a daily curve peaking about 20:00 UTC.
    const clock = (lastHour - (SERIES_LENGTHS.hours - 1) + i + 48) % 24;
    const curve = 0.35 + Math.max(0, Math.sin(((clock - 14) / 24) * 2 * Math.PI)) * 1.3;
    return Math.round((dailyViews / 24) * curve * rng.float(0.6, 1.4));
  });
  const days = Array.from({ length: SERIES_LENGTHS.days }, (_, i) => {
    const weekend = i % 7 === 1 || i % 7 === 2 ? 1.35 : 1;
    const trend = 0.8 + (0.4 * i) / SERIES_LENGTHS.days;
    const spike = rng.chance(0.06) ? rng.float(2, 4) : 1;
    return Math.round(dailyViews * weekend * trend * spike * rng.float(0.7, 1.3));
  });
  const months = Array.from({ length: SERIES_LENGTHS.months }, (_, i) =>
    Math.round(dailyViews * 30 * (0.55 + (0.45 * i) / SERIES_LENGTHS.months) * rng.float(0.8, 1.2)),
  );
  return { hours, days, months };
}

/** Splits `total` views among up to `count` of the sketches, most-viewed first. */
function viewList(rng: Rng, sketches: readonly SketchViews[], count: number, total: number) {
  const picks = rng.sample(sketches, Math.min(count, sketches.length));
  const weights = picks.map(() => Math.pow(rng.next(), 2.5) + 0.02);
  const sum = weights.reduce((a, b) => a + b, 0);
  return picks
    .map((sketch, i) => ({ sketchId: sketch.id, views: Math.max(1, Math.round((total * (weights[i] as number)) / sum)) }))
    .sort((a, b) => b.views - a.views || a.sketchId - b.sketchId);
}

export function seedStats(ctx: SeedContext, brushes: readonly SeededBrush[]): void {
  const { db, now } = ctx;
  const rng = new Rng(mixSeed(ctx.seed, STREAM));
  const brushTitles = brushes.map((brush) => brush.title);
  const userCount = db.prepare('SELECT count(*) FROM users').pluck().get() as number;
  const sketches = db.prepare('SELECT id, user_id, created, device, views, unlisted FROM sketches ORDER BY id').all() as SketchViews[];
  // Every sketch of a demo account or a patron has stats, so the sketch page's Statistics link
  // (shown to patrons) always leads somewhere.
  const alwaysRecorded = new Set<number>([
    ...DEMO_ACCOUNTS.map((account) => account.id),
    ...(db.prepare("SELECT id FROM users WHERE icons LIKE '%p%'").pluck().all() as number[]),
  ]);
  // Sketches span the two years before the seed time (seedSketches.ts); later ones use newer apps.
  const windowStart = now - 730 * DAY;

  const insertSketchStats = db.prepare(`
    INSERT INTO sketch_stats (sketch_id, app_version, snapshots, brushes, images, uuids, template, user_ids, stats)
    VALUES (@sketch_id, @app_version, @snapshots, @brushes, @images, @uuids, @template, @user_ids, @stats)`);
  const byUser = new Map<number, SketchViews[]>();
  for (const sketch of sketches) {
    const list = byUser.get(sketch.user_id) ?? [];
    list.push(sketch);
    byUser.set(sketch.user_id, list);
    // Sketches uploaded from the app carry stats (they name a device).
    if (sketch.device !== null || alwaysRecorded.has(sketch.user_id)) {
      insertSketchStats.run(sketchStats(rng, sketch, brushTitles, userCount, windowStart, now));
    }
  }

  const insertUserStats = db.prepare('INSERT INTO user_stats (user_id, hours, days, months, today, week) VALUES (?, ?, ?, ?, ?, ?)');
  const subjects = db.prepare("SELECT id FROM users WHERE id <= ? OR icons LIKE '%p%' ORDER BY id").pluck().all(DEMO_ACCOUNTS.length) as number[];
  for (const userId of subjects) {
    const own = (byUser.get(userId) ?? []).filter((sketch) => sketch.unlisted === 0);
    const totalViews = own.reduce((sum, sketch) => sum + sketch.views, 0);
    // Lifetime views of the seed are modest; a patron's page is busier than that suggests.
    const fans = db.prepare('SELECT count(*) FROM follows WHERE artist_id = ?').pluck().get(userId) as number;
    const dailyViews = (60 + totalViews / 25 + fans / 2) * rng.float(0.8, 1.2);
    const series = viewSeries(rng, dailyViews, now);
    const todayTotal = series.hours.reduce((a, b) => a + b, 0);
    const weekTotal = series.days.slice(-7).reduce((a, b) => a + b, 0);
    insertUserStats.run(
      userId,
      JSON.stringify(series.hours),
      JSON.stringify(series.days),
      JSON.stringify(series.months),
      JSON.stringify(viewList(rng, own, 6, todayTotal)),
      JSON.stringify(viewList(rng, own, 10, weekTotal)),
    );
  }
}
