// Statistics, a patron feature (spec part 1 §3, §7; part 2 §7; open shapes are ours).
import * as v from 'valibot';
import { IdSchema } from './common';

export const StatPairSchema = /*@__PURE__*/ v.object({ token: /*@__PURE__*/ v.string(), value: /*@__PURE__*/ v.number() });
export type StatPair = v.InferOutput<typeof StatPairSchema>;

export const SketchStatsSchema = /*@__PURE__*/ v.object({
  appVersion: /*@__PURE__*/ v.string(),
  snapshots: /*@__PURE__*/ v.number(),
  brushes: /*@__PURE__*/ v.array(/*@__PURE__*/ v.string()),
  images: /*@__PURE__*/ v.number(),
  uuids: /*@__PURE__*/ v.array(/*@__PURE__*/ v.string()),
  template: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  userIds: /*@__PURE__*/ v.array(IdSchema),
  stats: /*@__PURE__*/ v.array(StatPairSchema),
});
export type SketchStats = v.InferOutput<typeof SketchStatsSchema>;

const ViewsSchema = /*@__PURE__*/ v.array(/*@__PURE__*/ v.object({ sketchId: IdSchema, title: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()), views: /*@__PURE__*/ v.number() }));

export const UserStatsSchema = /*@__PURE__*/ v.object({
  hours: /*@__PURE__*/ v.array(/*@__PURE__*/ v.number()),
  days: /*@__PURE__*/ v.array(/*@__PURE__*/ v.number()),
  months: /*@__PURE__*/ v.array(/*@__PURE__*/ v.number()),
  fans: /*@__PURE__*/ v.number(),
  comments: /*@__PURE__*/ v.number(),
  ratings: /*@__PURE__*/ v.number(),
  sketchCount: /*@__PURE__*/ v.number(),
  jpgBytes: /*@__PURE__*/ v.number(),
  pngBytes: /*@__PURE__*/ v.number(),
  fileBytes: /*@__PURE__*/ v.number(),
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
