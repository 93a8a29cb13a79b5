// Statistics, a patron feature: a sketch's, and a user's own.
import type { QueryDef } from '../api/query';
import { fetchSketchStats, fetchUserStats } from '../api/stats';
import type { SketchStats, UserStats } from '../api/schemas/stats';

export const statsKeys = {
  sketch: (sketchId: number) => ['stats', 'sketch', sketchId] as const,
  user: (userId: number) => ['stats', 'user', userId] as const,
};

export const sketchStatsQuery = (sketchId: number): QueryDef<SketchStats> => ({
  key: statsKeys.sketch(sketchId),
  fetch: (signal) => fetchSketchStats(sketchId, signal),
});

export const userStatsQuery = (userId: number): QueryDef<UserStats> => ({
  key: statsKeys.user(userId),
  fetch: (signal) => fetchUserStats(userId, signal),
});
