// Statistics, a patron feature that is "fan-only" (spec part 1 §6, part 2 §3). Our reading:
// statistics are private to the artist they are about, and only while the artist is a patron.
// - GET /api/v2/sketchStats/{id}: the sketch's creator, if a patron.
// - GET /api/v2/stats {user}: the user themself, if a patron.
// Nobody else sees them, gloperators included. Refusals: 401 not_logged_in, 403 not_owner,
// 403 not_patron; an unknown sketch or user is 404 not_found, a sketch without recorded
// statistics 404 no_stats.
import { actorOf, requireSignedIn } from '../auth/guards';
import { hasIcon } from '../auth/roles';
import type { AppContext, DomainApp, DomainOptions } from '../context';
import { HttpError, notFound } from '../http/errors';
import { SERIES_LENGTHS } from '../seed/seedStats';
import { sketchOwner } from '../data/sketches';
import { findSketchStats, findUserStats, ownSketchTitles, userStatCounts } from '../data/stats';
import { findUser } from '../data/users';
import { SketchStatsParams, UserStatsQuery, type SketchStats, type StatPair, type UserStats } from '../../src/api/schemas/stats';

export const STATS_MESSAGES = {
  notLoggedIn: 'You must be logged in to see statistics.',
  notOwnerSketch: 'Only the artist can see the statistics of this sketch.',
  notOwnerUser: 'Only the artist can see their statistics.',
  notPatron: 'Statistics are a patron feature.',
  noStats: 'No statistics were recorded for this sketch.',
} as const;

type ViewEntry = { sketchId: number; views: number };

/** The signed-in viewer may see the statistics of `ownerId`; throws the refusal otherwise. */
function requireStatsAccess(ctx: AppContext, viewerId: number, ownerId: number, notOwnerMessage: string): void {
  if (viewerId !== ownerId) throw new HttpError(403, 'not_owner', notOwnerMessage);
  const owner = findUser(ctx.db, ownerId);
  if (!owner || !hasIcon(owner, 'p')) throw new HttpError(403, 'not_patron', STATS_MESSAGES.notPatron);
}

const zeros = (length: number) => Array.from({ length }, () => 0);

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export async function statsRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  /** Statistics are only ever the viewer's own: a visitor is asked to log in first. */
  const signedIn = requireSignedIn(STATS_MESSAGES.notLoggedIn);

  app.get('/api/v2/sketchStats/:id', { schema: { params: SketchStatsParams }, preHandler: signedIn }, async (request, reply): Promise<SketchStats> => {
    const { id } = request.params;
    reply.header('Cache-Control', 'private, no-store');
    const ownerId = sketchOwner(ctx.db, id);
    if (ownerId === undefined) throw notFound(`Sketch ${id} does not exist.`);
    requireStatsAccess(ctx, actorOf(request).id, ownerId, STATS_MESSAGES.notOwnerSketch);
    const row = findSketchStats(ctx.db, id);
    if (!row) throw new HttpError(404, 'no_stats', STATS_MESSAGES.noStats);
    return {
      appVersion: row.app_version,
      snapshots: row.snapshots,
      brushes: parseJson<string[]>(row.brushes, []),
      images: row.images,
      uuids: parseJson<string[]>(row.uuids, []),
      template: row.template,
      userIds: parseJson<number[]>(row.user_ids, []),
      stats: parseJson<StatPair[]>(row.stats, []),
    };
  });

  app.get('/api/v2/stats', { schema: { querystring: UserStatsQuery }, preHandler: signedIn }, async (request, reply): Promise<UserStats> => {
    const { user } = request.query;
    reply.header('Cache-Control', 'private, no-store');
    if (!findUser(ctx.db, user)) throw notFound(`User ${user} does not exist.`);
    requireStatsAccess(ctx, actorOf(request).id, user, STATS_MESSAGES.notOwnerUser);
    const row = findUserStats(ctx.db, user);
    const today = parseJson<ViewEntry[]>(row?.today ?? '[]', []);
    const week = parseJson<ViewEntry[]>(row?.week ?? '[]', []);
    // Titles are read now: a renamed sketch shows its new title, a deleted one drops out.
    const ids = [...new Set([...today, ...week].map((entry) => entry.sketchId))];
    const titles = new Map(ownSketchTitles(ctx.db, user, ids).map((s) => [s.id, s.title]));
    const withTitles = (entries: ViewEntry[]) =>
      entries.filter((entry) => titles.has(entry.sketchId)).map((entry) => ({ ...entry, title: titles.get(entry.sketchId) ?? null }));
    return {
      // A patron without recorded views yet gets series of zeros.
      hours: row ? parseJson<number[]>(row.hours, []) : zeros(SERIES_LENGTHS.hours),
      days: row ? parseJson<number[]>(row.days, []) : zeros(SERIES_LENGTHS.days),
      months: row ? parseJson<number[]>(row.months, []) : zeros(SERIES_LENGTHS.months),
      ...userStatCounts(ctx.db, user),
      today: withTitles(today),
      week: withTitles(week),
    };
  });
}
