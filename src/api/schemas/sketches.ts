// Sketches: the full sketch of the sketch page and the answers of what viewers and the owner do
// to a sketch (spec part 1 §3, §7). The cards of feeds and galleries are in sketchCards.ts.
import * as v from 'valibot';
import { IdSchema } from './common';
import { CompoStateSchema, SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';

export const ViolationSchema = /*@__PURE__*/ v.picklist(['copyright', 'inappropriate', 'notsketch']);
export type Violation = v.InferOutput<typeof ViolationSchema>;

export const SketchRefSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  title: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string())),
  image: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  imageUrl: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  width: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  height: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
});
export type SketchRef = v.InferOutput<typeof SketchRefSchema>;

const NamedSchema = /*@__PURE__*/ v.object({ id: IdSchema, title: /*@__PURE__*/ v.string() });
const text = /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string());

export const SketchSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  title: text,
  description: text,
  image: /*@__PURE__*/ v.string(),
  imagePng: text,
  width: /*@__PURE__*/ v.number(),
  height: /*@__PURE__*/ v.number(),
  creator: IdSchema,
  creatorNickname: /*@__PURE__*/ v.string(),
  creatorAvatar: /*@__PURE__*/ v.string(),
  creatorGlops: /*@__PURE__*/ v.number(),
  dateCreated: /*@__PURE__*/ v.string(),
  device: text,
  tags: /*@__PURE__*/ v.array(/*@__PURE__*/ v.string()),
  groups: /*@__PURE__*/ v.array(NamedSchema),
  unlisted: /*@__PURE__*/ v.boolean(),
  mature: /*@__PURE__*/ v.boolean(),
  violation: /*@__PURE__*/ v.nullable(ViolationSchema),
  featured: /*@__PURE__*/ v.boolean(),
  featuredByName: text,
  featuredByLink: text,
  featuredDate: text,
  /**
   * A compo invite of this sketch waits for a moderator to accept it (spec part 1 §6 "accept a
   * compo invite"): only a gloperator is told (true); anyone else gets false. Optional, as the
   * real service may leave it out.
   */
  compoInvite: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.boolean()),
  heartsReceived: /*@__PURE__*/ v.number(),
  rateRules: /*@__PURE__*/ v.number(),
  commentCount: /*@__PURE__*/ v.number(),
  viewCount: /*@__PURE__*/ v.number(),
  userHeart: /*@__PURE__*/ v.boolean(),
  userCanHeart: /*@__PURE__*/ v.boolean(),
  userCanFeature: /*@__PURE__*/ v.boolean(),
  userRating: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.literal('rules')),
  isFan: /*@__PURE__*/ v.boolean(),
  compoKey: text,
  compoTitle: text,
  compoState: /*@__PURE__*/ v.nullable(CompoStateSchema),
  compoPlace: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.number()),
  challengeId: /*@__PURE__*/ v.nullable(IdSchema),
  challengeTitle: text,
  video: text,
  wips: /*@__PURE__*/ v.array(SketchRefSchema),
  parent: /*@__PURE__*/ v.nullable(SketchRefSchema),
  prev: /*@__PURE__*/ v.nullable(SketchRefSchema),
  next: /*@__PURE__*/ v.nullable(SketchRefSchema),
  haveFile: /*@__PURE__*/ v.boolean(),
  privateFile: /*@__PURE__*/ v.boolean(),
  hasStats: /*@__PURE__*/ v.boolean(),
  orientation: /*@__PURE__*/ v.number(),
  awardCategories: /*@__PURE__*/ v.array(NamedSchema),
  eligibleChallenges: /*@__PURE__*/ v.array(NamedSchema),
  eligibleCompos: /*@__PURE__*/ v.array(/*@__PURE__*/ v.object({ id: IdSchema, keyName: /*@__PURE__*/ v.string(), title: /*@__PURE__*/ v.string() })),
  eligibleGroups: /*@__PURE__*/ v.array(NamedSchema),
  similar: SketchCardListSchema,
  recentSketches: SketchCardListSchema,
  topSketches: SketchCardListSchema,
});
export type Sketch = v.InferOutput<typeof SketchSchema>;

export const SketchHeartsSchema = /*@__PURE__*/ v.object({ users: /*@__PURE__*/ v.array(UserSummarySchema) });
export type SketchHearts = v.InferOutput<typeof SketchHeartsSchema>;

/** GET /api/v2/sketchHasCoOps/{id}: co-op sketches are other artists' continuations of this one. */
export const SketchHasCoOpsSchema = /*@__PURE__*/ v.object({ hasCoOps: /*@__PURE__*/ v.boolean(), count: /*@__PURE__*/ v.number() });
export type SketchHasCoOps = v.InferOutput<typeof SketchHasCoOpsSchema>;

/** POST /api/v2/sketch/{id} {privacy: 'public' | 'unlisted'} (or {unlisted: boolean}). */
export const SketchPrivacyResponseSchema = /*@__PURE__*/ v.object({ unlisted: /*@__PURE__*/ v.boolean() });
export type SketchPrivacyResponse = v.InferOutput<typeof SketchPrivacyResponseSchema>;

/** POST /heart {action: 'heart', which}: the sketch's new count and the giver's hearts left. */
export const HeartResponseSchema = /*@__PURE__*/ v.object({ heartsReceived: /*@__PURE__*/ v.number(), heartsAvailable: /*@__PURE__*/ v.number() });
export type HeartResponse = v.InferOutput<typeof HeartResponseSchema>;

/** POST /heart {action: 'feature', which}: the feature and the giver's stars left. */
export const FeatureResponseSchema = /*@__PURE__*/ v.object({
  featured: /*@__PURE__*/ v.literal(true),
  featuredByName: /*@__PURE__*/ v.string(),
  featuredByLink: /*@__PURE__*/ v.string(),
  featuredDate: /*@__PURE__*/ v.string(),
  starsAvailable: /*@__PURE__*/ v.number(),
});
export type FeatureResponse = v.InferOutput<typeof FeatureResponseSchema>;

/** POST /rate {key, rating, which}: the viewer's rating after the toggle and the sketch's rules count. */
export const RateResponseSchema = /*@__PURE__*/ v.object({ userRating: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.literal('rules')), rateRules: /*@__PURE__*/ v.number() });
export type RateResponse = v.InferOutput<typeof RateResponseSchema>;

/** POST /sketch/{id}/report (a request, not checked at run time). At least one flag or some details. */
export interface SketchReportRequest {
  details: string;
  copyright: boolean;
  mature: boolean;
  inappropriate: boolean;
  challengedq: boolean;
  compodq: boolean;
  notsketch: boolean;
}

/** A sketch report as moderators see it. */
export const SketchReportSchema = /*@__PURE__*/ v.object({
  sketchId: IdSchema,
  sketchImage: /*@__PURE__*/ v.string(),
  sketchTitle: text,
  imageWidth: /*@__PURE__*/ v.number(),
  /** Spelled so by the service. */
  imageHeigth: /*@__PURE__*/ v.number(),
  date: /*@__PURE__*/ v.string(),
  details: /*@__PURE__*/ v.string(),
  copyright: /*@__PURE__*/ v.boolean(),
  inappropriate: /*@__PURE__*/ v.boolean(),
  notsketch: /*@__PURE__*/ v.boolean(),
  challengedq: /*@__PURE__*/ v.boolean(),
  compodq: /*@__PURE__*/ v.boolean(),
});
export type SketchReport = v.InferOutput<typeof SketchReportSchema>;
