// The moderator section's lists (a page at a time) and its usage report; a tool's write makes its list stale.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { commentKeys } from './comments';
import { banUser, deleteReportedComment, fetchBans, fetchReportedComments, fetchReportedSketches, fetchUsage } from '../api/moderation';
import type { BanBody, BansPage, ReportedCommentsPage, ReportedSketchesPage, UsageReport } from '../api/schemas/moderation';

export const moderationKeys = {
  all: ['moderation'] as const,
  bans: (page: number) => ['moderation', 'bans', page] as const,
  reportedComments: (page: number) => ['moderation', 'reportedComments', page] as const,
  reportedSketches: (page: number) => ['moderation', 'reportedSketches', page] as const,
  usage: ['moderation', 'usage'] as const,
  allBans: ['moderation', 'bans'] as const,
  allReportedComments: ['moderation', 'reportedComments'] as const,
};

export const bansQuery = (page: number) =>
  queryOptions({ queryKey: moderationKeys.bans(page), queryFn: (): Promise<BansPage> => fetchBans(page) });
export const reportedCommentsQuery = (page: number) =>
  queryOptions({ queryKey: moderationKeys.reportedComments(page), queryFn: (): Promise<ReportedCommentsPage> => fetchReportedComments(page) });
export const reportedSketchesQuery = (page: number) =>
  queryOptions({ queryKey: moderationKeys.reportedSketches(page), queryFn: (): Promise<ReportedSketchesPage> => fetchReportedSketches(page) });
export const usageQuery = () =>
  queryOptions({ queryKey: moderationKeys.usage, queryFn: (): Promise<UsageReport> => fetchUsage(), staleTime: 0 });

/** Bans or warns a user (the answer is the server's message); every page of the bans list is read again. */
export function useBanUser() {
  return useMutation({
    mutationFn: (request: BanBody) => banUser(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.allBans }),
  });
}

/**
 * Deletes a reported comment; it is done once the reported comments on screen were read again.
 * The comment threads are read again too: the page under the moderation lists (the sketch or
 * profile the comment is on) drops it at once (spec part 1 §4: "A deleted comment disappears").
 */
export function useDeleteReportedComment() {
  return useMutation({
    mutationFn: (commentId: number) => deleteReportedComment(commentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.allReportedComments }),
        queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      ]),
  });
}
