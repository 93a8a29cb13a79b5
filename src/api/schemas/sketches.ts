// Sketches: the card of every feed and gallery, the full sketch of the sketch page, and the
// answers of what viewers and the owner do to a sketch (spec part 1 §3, §7).
import * as v from 'valibot';
import { IdSchema } from './common';
import { UserSummarySchema } from './users';

/**
 * Sketch card (feed item). The real service sends alternate field names (imageUrl or image,
 * hearts or heartsReceived, ...; spec part 1 §3): they are kept here as optional fields, not
 * normalised by a transform, because src/lib/sketchCard.ts (cardView) already reads any of
 * them into the one shape a card renders, and a transform would cost bytes on the first load.
 */
export const SketchCardSchema = v.object({
  id: IdSchema,
  imageUrl: v.optional(v.string()),
  image: v.optional(v.string()),
  title: v.nullish(v.string()),
  userAvatar: v.optional(v.string()),
  userNickname: v.optional(v.string()),
  creatorNickname: v.optional(v.string()),
  nickname: v.optional(v.string()),
  imageWidth: v.optional(v.number()),
  width: v.optional(v.number()),
  imageHeight: v.optional(v.number()),
  height: v.optional(v.number()),
  featured: v.optional(v.boolean()),
  heartsReceived: v.optional(v.number()),
  hearts: v.optional(v.number()),
  rateRules: v.optional(v.number()),
  likes: v.optional(v.number()),
  comments: v.optional(v.number()),
  dateCreated: v.optional(v.string()),
  date: v.optional(v.string()),
  video: v.nullish(v.union([v.string(), v.boolean()])),
  unlisted: v.optional(v.boolean()),
  compoPlace: v.nullish(v.number()),
  userId: v.optional(IdSchema),
  mature: v.optional(v.boolean()),
});
export type SketchCard = v.InferOutput<typeof SketchCardSchema>;

export const SketchCardListSchema = v.array(SketchCardSchema);

/** A page of sketches of any gallery kind; `next` is the next page number or cursor, null at the end. */
export const SketchPageSchema = v.object({
  sketches: SketchCardListSchema,
  next: v.nullable(v.union([v.string(), v.number()])),
});
export type SketchPage = v.InferOutput<typeof SketchPageSchema>;

export const ViolationSchema = v.picklist(['copyright', 'inappropriate', 'notsketch']);
export type Violation = v.InferOutput<typeof ViolationSchema>;
export const CompoStateSchema = v.picklist(['open', 'voting', 'closed']);
export type CompoState = v.InferOutput<typeof CompoStateSchema>;

export const SketchRefSchema = v.object({
  id: IdSchema,
  title: v.nullish(v.string()),
  image: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
});
export type SketchRef = v.InferOutput<typeof SketchRefSchema>;

const NamedSchema = v.object({ id: IdSchema, title: v.string() });
const text = v.nullable(v.string());

export const SketchSchema = v.object({
  id: IdSchema,
  title: text,
  description: text,
  image: v.string(),
  imagePng: text,
  width: v.number(),
  height: v.number(),
  creator: IdSchema,
  creatorNickname: v.string(),
  creatorAvatar: v.string(),
  creatorGlops: v.number(),
  dateCreated: v.string(),
  device: text,
  tags: v.array(v.string()),
  groups: v.array(NamedSchema),
  unlisted: v.boolean(),
  mature: v.boolean(),
  violation: v.nullable(ViolationSchema),
  featured: v.boolean(),
  featuredByName: text,
  featuredByLink: text,
  featuredDate: text,
  heartsReceived: v.number(),
  rateRules: v.number(),
  commentCount: v.number(),
  viewCount: v.number(),
  userHeart: v.boolean(),
  userCanHeart: v.boolean(),
  userCanFeature: v.boolean(),
  userRating: v.nullable(v.literal('rules')),
  isFan: v.boolean(),
  compoKey: text,
  compoTitle: text,
  compoState: v.nullable(CompoStateSchema),
  compoPlace: v.nullable(v.number()),
  challengeId: v.nullable(IdSchema),
  challengeTitle: text,
  video: text,
  wips: v.array(SketchRefSchema),
  parent: v.nullable(SketchRefSchema),
  prev: v.nullable(SketchRefSchema),
  next: v.nullable(SketchRefSchema),
  haveFile: v.boolean(),
  privateFile: v.boolean(),
  hasStats: v.boolean(),
  orientation: v.number(),
  awardCategories: v.array(NamedSchema),
  eligibleChallenges: v.array(NamedSchema),
  eligibleCompos: v.array(v.object({ id: IdSchema, keyName: v.string(), title: v.string() })),
  eligibleGroups: v.array(NamedSchema),
  similar: SketchCardListSchema,
  recentSketches: SketchCardListSchema,
  topSketches: SketchCardListSchema,
});
export type Sketch = v.InferOutput<typeof SketchSchema>;

export const SketchHeartsSchema = v.object({ users: v.array(UserSummarySchema) });
export type SketchHearts = v.InferOutput<typeof SketchHeartsSchema>;

/** GET /api/v2/sketchHasCoOps/{id}: co-op sketches are other artists' continuations of this one. */
export const SketchHasCoOpsSchema = v.object({ hasCoOps: v.boolean(), count: v.number() });
export type SketchHasCoOps = v.InferOutput<typeof SketchHasCoOpsSchema>;

/** POST /api/v2/sketch/{id} {privacy: 'public' | 'unlisted'} (or {unlisted: boolean}). */
export const SketchPrivacyResponseSchema = v.object({ unlisted: v.boolean() });
export type SketchPrivacyResponse = v.InferOutput<typeof SketchPrivacyResponseSchema>;

/** POST /heart {action: 'heart', which}: the sketch's new count and the giver's hearts left. */
export const HeartResponseSchema = v.object({ heartsReceived: v.number(), heartsAvailable: v.number() });
export type HeartResponse = v.InferOutput<typeof HeartResponseSchema>;

/** POST /heart {action: 'feature', which}: the feature and the giver's stars left. */
export const FeatureResponseSchema = v.object({
  featured: v.literal(true),
  featuredByName: v.string(),
  featuredByLink: v.string(),
  featuredDate: v.string(),
  starsAvailable: v.number(),
});
export type FeatureResponse = v.InferOutput<typeof FeatureResponseSchema>;

/** POST /rate {key, rating, which}: the viewer's rating after the toggle and the sketch's rules count. */
export const RateResponseSchema = v.object({ userRating: v.nullable(v.literal('rules')), rateRules: v.number() });
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
export const SketchReportSchema = v.object({
  sketchId: IdSchema,
  sketchImage: v.string(),
  sketchTitle: text,
  imageWidth: v.number(),
  /** Spelled so by the service. */
  imageHeigth: v.number(),
  date: v.string(),
  details: v.string(),
  copyright: v.boolean(),
  inappropriate: v.boolean(),
  notsketch: v.boolean(),
  challengedq: v.boolean(),
  compodq: v.boolean(),
});
export type SketchReport = v.InferOutput<typeof SketchReportSchema>;
