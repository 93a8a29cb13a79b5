// Editing a sketch's information (spec part 1 §7; the shape is ours).
import * as v from 'valibot';
import { ANGLES, FORMATS, SKETCH_DESCRIPTION_MAX, SKETCH_TITLE_MAX, videoAddress, videoProblem } from '../../lib/sketchRules';
import { IdSchema } from './common';
import { flagField, idField, sketchIdOrLinkText } from './requestFields';

export const SketchEditInfoSchema = v.object({
  id: IdSchema,
  title: v.string(),
  description: v.string(),
  unlisted: v.boolean(),
  video: v.nullable(v.string()),
  tags: v.array(v.string()),
  watermark: v.boolean(),
  angle: v.number(),
  parentSketchId: v.nullable(IdSchema),
  format: v.picklist(['jpg', 'png']),
  userPro: v.boolean(),
});
export type SketchEditInfo = v.InferOutput<typeof SketchEditInfoSchema>;

/** POST /sketch/{id}/synthesize's answer (body EmptyBody): the sketch now has a file to open in the app. */
export const SketchFileSchema = v.object({ haveFile: v.literal(true) });
export type SketchFile = v.InferOutput<typeof SketchFileSchema>;

/** POST /sketch/{id}/edit: what changes (an absent field stays as it is). */
export const SketchEditBody = v.object({
  title: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(SKETCH_TITLE_MAX, () => `The title can be at most ${SKETCH_TITLE_MAX} characters`)))),
  description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(SKETCH_DESCRIPTION_MAX, () => `The description can be at most ${SKETCH_DESCRIPTION_MAX} characters`)))),
  privacy: v.optional(v.picklist(['public', 'unlisted'], 'Expected "public" or "unlisted"')),
  unlisted: v.optional(flagField),
  // Kept as videoAddress has it, within VIDEO_URL_MAX as kept (the form's own check).
  video: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.rawCheck(({ dataset, addIssue }) => {
          const problem = dataset.typed ? videoProblem(dataset.value) : null;
          if (problem) addIssue({ message: problem });
        }),
        v.transform((value) => videoAddress(value) ?? ''),
      ),
    ),
  ),
  tags: v.optional(v.union([v.pipe(v.string(), v.maxLength(1000)), v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(50))], 'Expected tags')),
  watermark: v.optional(flagField),
  angle: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number))], 'Expected an angle of 0, 90, 180 or 270'),
      v.check((angle) => (ANGLES as readonly number[]).includes(angle), 'Expected an angle of 0, 90, 180 or 270'),
    ),
  ),
  /** A sketch id, a pasted sketch link, or empty/null for none. */
  parentSketchId: v.optional(
    v.nullable(v.union([idField, sketchIdOrLinkText('The parent must be a link to a sketch, such as https://…/sketch/123')])),
  ),
  format: v.optional(v.picklist(FORMATS, 'Expected "jpg" or "png"')),
});
export type SketchEditBody = v.InferInput<typeof SketchEditBody>;
