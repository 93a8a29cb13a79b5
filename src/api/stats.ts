// Statistics, a patron feature (spec part 1 §7, part 2 §7). The server decides who may see them
// (see server/routes/stats.ts); refusals arrive as ApiError 401/403 with a StatsErrorCode.
import { get } from './client';
import type { SketchStats, UserStats } from './types';

/** Never cached: who may see statistics changes with the session. */
export const fetchSketchStats = (sketchId: number, signal?: AbortSignal) =>
  get<SketchStats>(`/api/v2/sketchStats/${sketchId}`, undefined, { fresh: true, signal });
export const fetchUserStats = (userId: number, signal?: AbortSignal) =>
  get<UserStats>('/api/v2/stats', { user: userId }, { fresh: true, signal });
