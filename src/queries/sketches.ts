// The sketch page's reads: the full sketch, who hearted it, its co-ops, and who blocks whom.
import type { QueryDef } from '../api/query';
import { queryCache } from '../api/query';
import { fetchSketchEdit } from '../api/sketchEdit';
import { fetchSketchHasCoOps, fetchSketchHearts, fetchSketchInfo } from '../api/sketches';
import type { SketchEditInfo } from '../api/schemas/sketchEdit';
import type { Sketch, SketchHasCoOps } from '../api/schemas/sketches';
import type { BlockedResponse, UserSummary } from '../api/schemas/users';
import { fetchBlocked } from '../api/users';


export const sketchKeys = {
  all: ['sketch'] as const,
  one: (id: number) => ['sketch', id] as const,
  hearts: (id: number) => ['sketch', id, 'hearts'] as const,
  coOps: (id: number) => ['sketch', id, 'coOps'] as const,
  edit: (id: number) => ['sketch', id, 'edit'] as const,
};

export const sketchQuery = (id: number): QueryDef<Sketch> => ({
  key: sketchKeys.one(id),
  fetch: (signal) => fetchSketchInfo(id, signal),
});

export const sketchHeartsQuery = (id: number): QueryDef<UserSummary[]> => ({
  key: sketchKeys.hearts(id),
  fetch: async (signal) => (await fetchSketchHearts(id, signal)).users,
});

export const NO_CO_OPS: SketchHasCoOps = { hasCoOps: false, count: 0 };

export const sketchCoOpsQuery = (id: number): QueryDef<SketchHasCoOps> => ({
  key: sketchKeys.coOps(id),
  fetch: (signal) => fetchSketchHasCoOps(id, signal),
});

/** What the artist's edit form starts from (the owner only: others get 401, 403 or 404). */
export const sketchEditQuery = (id: number): QueryDef<SketchEditInfo> => ({
  key: sketchKeys.edit(id),
  fetch: (signal) => fetchSketchEdit(id, signal),
});

/** Whom the viewer blocks and who blocks the viewer (kept per signed-in user: sign-out clears the cache). */
export const blockedBothQuery = (): QueryDef<BlockedResponse> => ({
  key: ['blocked', 'both'],
  fetch: (signal) => fetchBlocked({ both: true }, signal),
});

/** A change to the shown sketch (an answer of the server, or an optimistic one). */
export function patchSketch(id: number, patch: Partial<Sketch>): void {
  queryCache.setData<Sketch>(sketchKeys.one(id), (sketch) => sketch && { ...sketch, ...patch });
}
