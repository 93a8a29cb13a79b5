// Sketch cards and pages of them: what every feed and gallery sends (spec part 1 §3). Apart from
// sketches.ts because the home page's first load needs these and not the full sketch's schema
// (the bundler splits by file).
import * as v from 'valibot';
import { IdSchema } from './common';

/**
 * Sketch card (feed item). The real service sends alternate field names (imageUrl or image,
 * hearts or heartsReceived, ...; spec part 1 §3): they are kept here as optional fields, not
 * normalised by a transform, because src/lib/sketchCard.ts (cardView) already reads any of
 * them into the one shape a card renders, and a transform would cost bytes on the first load.
 */
export const SketchCardSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  imageUrl: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  image: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  title: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string())),
  userAvatar: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  userNickname: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  creatorNickname: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  nickname: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  imageWidth: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  width: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  imageHeight: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  height: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  featured: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.boolean()),
  heartsReceived: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  hearts: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  rateRules: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  likes: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  comments: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  dateCreated: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  date: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  video: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(/*@__PURE__*/ v.union([/*@__PURE__*/ v.string(), /*@__PURE__*/ v.boolean()]))),
  unlisted: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.boolean()),
  compoPlace: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(/*@__PURE__*/ v.number())),
  userId: /*@__PURE__*/ v.optional(IdSchema),
  mature: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.boolean()),
});
export type SketchCard = v.InferOutput<typeof SketchCardSchema>;

export const SketchCardListSchema = /*@__PURE__*/ v.array(SketchCardSchema);

/** A page of sketches of any gallery kind; `next` is the next page number or cursor, null at the end. */
export const SketchPageSchema = /*@__PURE__*/ v.object({
  sketches: SketchCardListSchema,
  next: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.union([/*@__PURE__*/ v.string(), /*@__PURE__*/ v.number()])),
});
export type SketchPage = v.InferOutput<typeof SketchPageSchema>;

export const CompoStateSchema = /*@__PURE__*/ v.picklist(['open', 'voting', 'closed']);
export type CompoState = v.InferOutput<typeof CompoStateSchema>;
