// The paths of the image files the server draws (spec part 1 §7; part 2 §7 for the whiteboard's
// slices). The client never requests them through src/api: it puts their addresses in <img>
// (src/lib/images.ts builds them); these schemas are what the server reads such an address with.
import * as v from 'valibot';
import { PRODUCT_FILE_EXTENSION } from '../../lib/product';

const SketchIdPart = v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'Expected a sketch id'), v.transform(Number));

/** GET /img/sketch/{id}/{size}.jpg. */
export const SketchImageParams = v.object({ id: SketchIdPart, file: v.string() });
export type SketchImageParams = v.InferInput<typeof SketchImageParams>;

/** GET /img/sketch/{id}/full.png: the artist's own download. */
export const SketchPngParams = v.object({ id: SketchIdPart });
export type SketchPngParams = v.InferInput<typeof SketchPngParams>;

/** GET /img/brush/{id}/{size}.jpg. */
export const BrushImageParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'Expected a brush id'), v.transform(Number)), file: v.string() });
export type BrushImageParams = v.InferInput<typeof BrushImageParams>;

/** GET /img/shared/{uuid}/{size}.jpg: a shared image's picture. */
export const SharedImageParams = v.object({ uuid: v.pipe(v.string(), v.uuid('Expected the id of a shared image')), file: v.string() });
export type SharedImageParams = v.InferInput<typeof SharedImageParams>;

/** GET /img/avatar/{key}/{size}.jpg and /img/cover/{key}/{size}.jpg: the key is the user id, or "{userId}-{sketchId}". */
export const ProfileImageParams = v.object({ key: v.pipe(v.string(), v.regex(/^\d{1,10}(-\d{1,10})?$/, 'Expected a user id')), file: v.string() });
export type ProfileImageParams = v.InferInput<typeof ProfileImageParams>;

/** GET /slice/0_{index}.png: a strip that left whiteboard 0 at that shift; the server reads the index. */
export const WhiteboardSliceParams = v.object({
  file: v.pipe(v.string(), v.regex(/^0_\d{1,9}\.png$/, 'Expected 0_{index}.png'), v.transform((file) => Number(file.slice(2, -4)))),
});
export type WhiteboardSliceParams = v.InferInput<typeof WhiteboardSliceParams>;

/**
 * GET /download/{id}.{product}: a sketch's file for the drawing app (the sketch page's "Open in
 * app"); the server reads the sketch id. The whiteboard's /download/0.{product} is its own route.
 */
export const SketchFileParams = v.object({
  file: v.pipe(
    v.string(),
    // In any case: the spec writes {product} as the name is spelled (Sketchery).
    v.regex(new RegExp(`^\\d{1,10}\\.${PRODUCT_FILE_EXTENSION}$`, 'i'), `Expected {id}.${PRODUCT_FILE_EXTENSION}`),
    v.transform((file) => Number(file.slice(0, file.indexOf('.')))),
  ),
});
export type SketchFileParams = v.InferInput<typeof SketchFileParams>;
