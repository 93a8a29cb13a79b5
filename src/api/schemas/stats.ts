// Statistics, a patron feature (spec part 1 §3, §7; part 2 §7; open shapes are ours).
import * as v from 'valibot';
import { IdSchema } from './common';
import { idField } from './requestFields';

/** GET /api/v2/sketchStats/{id}: the sketch. */
export const SketchStatsParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'Expected a sketch id'), v.transform(Number)) });
export type SketchStatsParams = v.InferInput<typeof SketchStatsParams>;

/** GET /api/v2/stats {user}: the artist (the viewer themself). */
export const UserStatsQuery = v.object({ user: idField });
export type UserStatsQuery = v.InferInput<typeof UserStatsQuery>;

export const StatPairSchema = v.object({ token: v.string(), value: v.number() });
export type StatPair = v.InferOutput<typeof StatPairSchema>;

export const SketchStatsSchema = v.object({
  appVersion: v.string(),
  snapshots: v.number(),
  brushes: v.array(v.string()),
  images: v.number(),
  uuids: v.array(v.string()),
  template: v.nullable(v.string()),
  userIds: v.array(IdSchema),
  stats: v.array(StatPairSchema),
});
export type SketchStats = v.InferOutput<typeof SketchStatsSchema>;

const ViewsSchema = v.array(v.object({ sketchId: IdSchema, title: v.nullable(v.string()), views: v.number() }));

export const UserStatsSchema = v.object({
  hours: v.array(v.number()),
  days: v.array(v.number()),
  months: v.array(v.number()),
  fans: v.number(),
  comments: v.number(),
  ratings: v.number(),
  sketchCount: v.number(),
  jpgBytes: v.number(),
  pngBytes: v.number(),
  fileBytes: v.number(),
  today: ViewsSchema,
  week: ViewsSchema,
});
export type UserStats = v.InferOutput<typeof UserStatsSchema>;

/**
 * Tokens of SketchStats.stats: 'time' and 'streamed' are seconds; 'strokes', 'filters',
 * 'imageLoads', 'layers', 'pastes' and 'undos' are counts; 'tool:{name}' is how often a tool
 * was used. Clients show unknown tokens by name.
 */
export type SketchStatToken = 'time' | 'streamed' | 'strokes' | 'filters' | 'imageLoads' | 'layers' | 'pastes' | 'undos' | `tool:${string}`;

/**
 * Error codes of GET /api/v2/sketchStats/{id} and GET /api/v2/stats besides the usual ones:
 * 401 not_logged_in; 403 not_owner (only the artist sees their statistics) or not_patron
 * (the artist is not a patron); 404 no_stats (the sketch was not drawn with the app's recorder).
 */
export type StatsErrorCode = 'not_logged_in' | 'not_owner' | 'not_patron' | 'no_stats' | 'not_found';
