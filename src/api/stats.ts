// Statistics, a patron feature (spec part 1 §7, part 2 §7). The server decides who may see them
// (see server/routes/stats.ts); refusals arrive as ApiError 401/403 with a StatsErrorCode.
import { get } from './client';
import { SketchStatsSchema, UserStatsSchema, type UserStatsQuery } from './schemas/stats';

/** Never cached: who may see statistics changes with the session. */
export const fetchSketchStats = (sketchId: number, signal?: AbortSignal) =>
  get(`/api/v2/sketchStats/${sketchId}`, SketchStatsSchema, undefined, { signal });
export const fetchUserStats = (userId: number, signal?: AbortSignal) => get('/api/v2/stats', UserStatsSchema, { user: userId } satisfies UserStatsQuery, { signal });
