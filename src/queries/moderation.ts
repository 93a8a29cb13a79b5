// The moderator section's lists (a page at a time) and its usage report; a tool's write makes its list stale.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { fetchBans, fetchReportedComments, fetchReportedSketches, fetchUsage } from '../api/moderation';
import type { BansPage, ReportedCommentsPage, ReportedSketchesPage, UsageReport } from '../api/schemas/moderation';

export const moderationKeys = {
  all: ['moderation'] as const,
  bans: (page: number) => ['moderation', 'bans', page] as const,
  reportedComments: (page: number) => ['moderation', 'reportedComments', page] as const,
  reportedSketches: (page: number) => ['moderation', 'reportedSketches', page] as const,
  usage: ['moderation', 'usage'] as const,
};

export const bansQuery = (page: number) =>
  queryOptions({ queryKey: moderationKeys.bans(page), queryFn: (): Promise<BansPage> => fetchBans(page) });
export const reportedCommentsQuery = (page: number) =>
  queryOptions({ queryKey: moderationKeys.reportedComments(page), queryFn: (): Promise<ReportedCommentsPage> => fetchReportedComments(page) });
export const reportedSketchesQuery = (page: number) =>
  queryOptions({ queryKey: moderationKeys.reportedSketches(page), queryFn: (): Promise<ReportedSketchesPage> => fetchReportedSketches(page) });
export const usageQuery = () =>
  queryOptions({ queryKey: moderationKeys.usage, queryFn: (): Promise<UsageReport> => fetchUsage(), staleTime: 0 });

/** After a ban: the bans list changed. */
export const invalidateBans = () => queryClient.invalidateQueries({ queryKey: ['moderation', 'bans'] });
/** After a comment was deleted: the reported comments changed. */
export const invalidateReportedComments = () => queryClient.invalidateQueries({ queryKey: ['moderation', 'reportedComments'] });
