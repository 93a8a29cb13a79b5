// The moderator section's lists (a page at a time) and its usage report; a tool's write makes its list stale.
import { fetchBans, fetchReportedComments, fetchReportedSketches, fetchUsage } from '../api/moderation';
import type { QueryDef } from '../api/query';
import { queryCache } from '../api/query';
import type { BansPage, ReportedCommentsPage, ReportedSketchesPage, UsageReport } from '../api/schemas/moderation';

export const moderationKeys = {
  all: ['moderation'] as const,
  bans: (page: number) => ['moderation', 'bans', page] as const,
  reportedComments: (page: number) => ['moderation', 'reportedComments', page] as const,
  reportedSketches: (page: number) => ['moderation', 'reportedSketches', page] as const,
  usage: ['moderation', 'usage'] as const,
};

export const bansQuery = (page: number): QueryDef<BansPage> => ({ key: moderationKeys.bans(page), fetch: (signal) => fetchBans(page, signal) });
export const reportedCommentsQuery = (page: number): QueryDef<ReportedCommentsPage> => ({
  key: moderationKeys.reportedComments(page),
  fetch: (signal) => fetchReportedComments(page, signal),
});
export const reportedSketchesQuery = (page: number): QueryDef<ReportedSketchesPage> => ({
  key: moderationKeys.reportedSketches(page),
  fetch: (signal) => fetchReportedSketches(page, signal),
});
export const usageQuery = (): QueryDef<UsageReport> => ({ key: moderationKeys.usage, fetch: (signal) => fetchUsage(signal), staleMs: 0 });

/** After a ban: the bans list changed. */
export const invalidateBans = () => queryCache.invalidate(['moderation', 'bans']);
/** After a comment was deleted: the reported comments changed. */
export const invalidateReportedComments = () => queryCache.invalidate(['moderation', 'reportedComments']);
