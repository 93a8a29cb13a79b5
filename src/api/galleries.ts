// Gallery calls (spec part 1 §7, Home and galleries). Pages are 1-based and 25 long; tops
// page by offset. The group gallery is POST /api/v2/group {action: 'sketches'}; co-ops are
// GET /api/v2/coop/{id}/sketches (ours: the spec shows no call for them).
import { get, post } from './client';
import {
  CoopSketchPageSchema,
  GroupSketchPageSchema,
  TagSketchPageSchema,
  UserSketchPageSchema,
  type SearchTopsQuery,
  type SketchSort,
  type TagSketchesQuery,
  type TopSketchesQuery,
  type UserSketchesQuery,
} from './schemas/galleries';
import type { GroupSketchesBody } from './schemas/groups';
import { SketchPageSchema, type SketchPageQuery } from './schemas/sketchCards';

export type TopWindow = 7 | 30 | 365;

export const fetchTagSketches = (tag: string, sort: Exclude<SketchSort, 'oldest'>, page: number, signal?: AbortSignal) =>
  get(`/tag/${encodeURIComponent(tag)}/sketches`, TagSketchPageSchema, { sort, page, format: 'json' } satisfies TagSketchesQuery, { signal });

/** Top sketches by page; `filter` is the window in days. */
export const fetchTopSketches = (page: number, filter: 7 | 30, signal?: AbortSignal) =>
  get(`/topSketches/${page}`, SketchPageSchema, { format: 'json', filter: `${filter}` as const } satisfies TopSketchesQuery, { signal });

export const fetchUserSketches = (user: number | string, sort: SketchSort, page: number, signal?: AbortSignal) =>
  get(`/user/${encodeURIComponent(String(user))}/sketches`, UserSketchPageSchema, { sort, page, format: 'json' } satisfies UserSketchesQuery, { signal });

/** Top sketches of the last `days` days; `next` is the next offset. */
export const fetchSearchTops = (days: TopWindow, offset: number, signal?: AbortSignal) =>
  get('/api/v2/search/tops', SketchPageSchema, { days, limit: 25, offset } satisfies SearchTopsQuery, { signal });

export const fetchGroupSketches = (groupId: number, page: number, signal?: AbortSignal) =>
  post('/api/v2/group', { action: 'sketches', groupId, page } satisfies GroupSketchesBody, GroupSketchPageSchema, { signal });

export const fetchCoopSketches = (coopId: number, page: number, signal?: AbortSignal) =>
  get(`/api/v2/coop/${coopId}/sketches`, CoopSketchPageSchema, { page } satisfies SketchPageQuery, { signal });
