// Statistics, a patron feature: a sketch's, and a user's own.
import type { QueryDef } from '../api/query';
import { fetchSketchStats, fetchUserStats } from '../api/stats';
import type { SketchStats, UserStats } from '../api/types';
// eslint-disable-next-line boundaries/dependencies -- temporary: the response schemas (issue 7) replace this checker
import { checkSketchStats, checkUserStats } from '../screens/stats/statsFormat'; // MERGE: the schema parse replaces these

export const statsKeys = {
  sketch: (sketchId: number) => ['stats', 'sketch', sketchId] as const,
  user: (userId: number) => ['stats', 'user', userId] as const,
};

export const sketchStatsQuery = (sketchId: number): QueryDef<SketchStats> => ({
  key: statsKeys.sketch(sketchId),
  fetch: async (signal) => checkSketchStats(await fetchSketchStats(sketchId, signal)),
});

export const userStatsQuery = (userId: number): QueryDef<UserStats> => ({
  key: statsKeys.user(userId),
  fetch: async (signal) => checkUserStats(await fetchUserStats(userId, signal)),
});
