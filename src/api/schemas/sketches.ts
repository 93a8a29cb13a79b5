// Sketches: the full sketch of the sketch page and the answers of what viewers and the owner do
// to a sketch (spec part 1 §3, §7). The cards of feeds and galleries are in sketchCards.ts.
import * as v from 'valibot';
import { IdSchema } from './common';
import { flagField, idField, requestKeyField, text as boundedText } from './requestFields';
import { CompoStateSchema, SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';

export const ViolationSchema = v.picklist(['copyright', 'inappropriate', 'notsketch']);
export type Violation = v.InferOutput<typeof ViolationSchema>;

export const SketchRefSchema = v.object({
  id: IdSchema,
  title: v.optional(v.nullable(v.string())),
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
  /**
   * A compo invite of this sketch waits for a moderator to accept it (spec part 1 §6 "accept a
   * compo invite"): only a gloperator is told (true); anyone else gets false. Optional, as the
   * real service may leave it out.
   */
  compoInvite: v.optional(v.boolean()),
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

/** POST /api/v2/sketch/{id} {privacy} (or the older {unlisted}): the owner shows or hides the sketch. */
export const SketchPrivacyBody = v.object({
  privacy: v.optional(v.picklist(['public', 'unlisted'], 'Expected "public" or "unlisted"')),
  unlisted: v.optional(flagField),
  action: v.optional(v.undefined()),
});
export type SketchPrivacyBody = v.InferInput<typeof SketchPrivacyBody>;

/** POST /api/v2/sketch/{id} {action: 'delete'}: the owner deletes the sketch. */
export const SketchDeleteBody = v.object({ action: v.literal('delete', 'expected "delete"') });
export type SketchDeleteBody = v.InferInput<typeof SketchDeleteBody>;

/** POST /api/v2/sketch/{id}'s two bodies, told apart by `action`. */
export const SketchWriteBody = v.variant('action', [SketchDeleteBody, SketchPrivacyBody], 'expected "delete"');

/** The details of a sketch report have at most this many characters. */
export const REPORT_DETAILS_MAX = 2000;
/** The reasons a report may give. */
export const SKETCH_REPORT_FLAGS = ['copyright', 'mature', 'inappropriate', 'challengedq', 'compodq', 'notsketch'] as const;

/** POST /sketch/{id}/report: the reasons as flags (absent: no), and details. At least one flag or some details. */
export const SketchReportBody = v.object({
  details: v.optional(boundedText(REPORT_DETAILS_MAX), ''),
  copyright: v.optional(flagField, false),
  mature: v.optional(flagField, false),
  inappropriate: v.optional(flagField, false),
  challengedq: v.optional(flagField, false),
  compodq: v.optional(flagField, false),
  notsketch: v.optional(flagField, false),
});
export type SketchReportBody = v.InferInput<typeof SketchReportBody>;
/** A report's fields as the report form holds them and the server stores them: every flag, and the details. */
export type SketchReportFields = v.InferOutput<typeof SketchReportBody>;

/** POST /heart {action: heart|feature, which}: give the sketch a heart, or feature it. */
export const SketchHeartBody = v.object({ action: v.picklist(['heart', 'feature'], 'Expected "heart" or "feature"'), which: idField });
export type SketchHeartBody = v.InferInput<typeof SketchHeartBody>;

/** POST /rate {key, rating, which}: the key names this one toggle, so a retry is not counted twice. */
/** The code of the server's refusal of a heart the viewer gave already (POST /heart). */
export const ALREADY_HEARTED = 'already_hearted';

export const SketchRateBody = v.object({ key: requestKeyField, rating: v.picklist(['rules', 'piggy'], 'Expected "rules" or "piggy"'), which: idField });
export type SketchRateBody = v.InferInput<typeof SketchRateBody>;

/** POST /api/v2/user/setAvatar and /setCover {sketch}: one of the user's own sketches as their avatar or cover. */
export const ProfilePictureBody = v.object({ sketch: idField });
export type ProfilePictureBody = v.InferInput<typeof ProfilePictureBody>;

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
