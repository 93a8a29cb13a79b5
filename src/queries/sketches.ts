// The sketch page's reads: the full sketch, who hearted it, its co-ops, and who blocks whom.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { fetchSketchHasCoOps, fetchSketchHearts, fetchSketchInfo } from '../api/sketches';
import type { Sketch, SketchHasCoOps } from '../api/schemas/sketches';
import type { BlockedResponse, UserSummary } from '../api/schemas/users';
import { fetchBlocked } from '../api/users';
import { useSession } from '../stores/session';

export const sketchKeys = {
  all: ['sketch'] as const,
  one: (id: number) => ['sketch', id] as const,
  hearts: (id: number) => ['sketch', id, 'hearts'] as const,
  coOps: (id: number) => ['sketch', id, 'coOps'] as const,
  edit: (id: number) => ['sketch', id, 'edit'] as const,
};

export const sketchQuery = (id: number) =>
  queryOptions({ queryKey: sketchKeys.one(id), queryFn: (): Promise<Sketch> => fetchSketchInfo(id) });

export const sketchHeartsQuery = (id: number) =>
  queryOptions({ queryKey: sketchKeys.hearts(id), queryFn: async (): Promise<UserSummary[]> => (await fetchSketchHearts(id)).users });

export const NO_CO_OPS: SketchHasCoOps = { hasCoOps: false, count: 0 };

export const sketchCoOpsQuery = (id: number) =>
  queryOptions({ queryKey: sketchKeys.coOps(id), queryFn: (): Promise<SketchHasCoOps> => fetchSketchHasCoOps(id) });

const NOBODY_BLOCKED: BlockedResponse = { blocks: [], blockedBy: [], users: [] };

/**
 * Whom the viewer blocks and who blocks the viewer (kept per signed-in user: sign-out clears the
 * cache). Not asked for a banned user, whom the server refuses: a gloperator impersonating one
 * from the sketch page, whose reads are all asked again as the new user (stores/session.ts).
 */
export const blockedBothQuery = () =>
  queryOptions({
    queryKey: ['blocked', 'both'],
    queryFn: (): Promise<BlockedResponse> => (useSession.getState().user?.ban ? Promise.resolve(NOBODY_BLOCKED) : fetchBlocked({ both: true })),
  });

/** A change to the shown sketch (what the page learnt: a comment count, a moderator's feature). */
export function patchSketch(id: number, patch: Partial<Sketch>): void {
  queryClient.setQueryData<Sketch>(sketchKeys.one(id), (sketch) => sketch && { ...sketch, ...patch });
}

/**
 * A write's answer into the shown sketch. A read of the sketch still on its way is cancelled
 * first: it left before the write, and its answer must not paint over the change.
 */
export async function sketchAnswered(id: number, patch: Partial<Sketch>): Promise<void> {
  await queryClient.cancelQueries({ queryKey: sketchKeys.one(id), exact: true });
  patchSketch(id, patch);
}
