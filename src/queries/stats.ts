// Statistics, a patron feature: a sketch's, and a user's own.
import { queryOptions } from '@tanstack/react-query';
import { fetchSketchStats, fetchUserStats } from '../api/stats';
import type { SketchStats, UserStats } from '../api/schemas/stats';

export const statsKeys = {
  sketch: (sketchId: number) => ['stats', 'sketch', sketchId] as const,
  user: (userId: number) => ['stats', 'user', userId] as const,
};

export const sketchStatsQuery = (sketchId: number) =>
  queryOptions({ queryKey: statsKeys.sketch(sketchId), queryFn: (): Promise<SketchStats> => fetchSketchStats(sketchId) });

export const userStatsQuery = (userId: number) =>
  queryOptions({ queryKey: statsKeys.user(userId), queryFn: (): Promise<UserStats> => fetchUserStats(userId) });
