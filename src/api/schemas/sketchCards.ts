// Sketch cards and pages of them: what every feed and gallery sends (spec part 1 §3). Apart from
// sketches.ts because the home page's first load needs these and not the full sketch's schema
// (the bundler splits by file).
import * as v from 'valibot';
import { IdSchema } from './common';
import { pageField } from './requestFields';

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
  title: v.optional(v.nullable(v.string())),
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
  video: v.optional(v.nullable(v.union([v.string(), v.boolean()]))),
  unlisted: v.optional(v.boolean()),
  compoPlace: v.optional(v.nullable(v.number())),
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

/** A paged feed's query (GET /api/v2/index/trending and the home's other feeds, a co-op's gallery): {page}, 1-based. */
export const SketchPageQuery = v.object({ page: pageField });
export type SketchPageQuery = v.InferInput<typeof SketchPageQuery>;

export const CompoStateSchema = v.picklist(['open', 'voting', 'closed']);
export type CompoState = v.InferOutput<typeof CompoStateSchema>;
