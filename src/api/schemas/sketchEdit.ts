// Editing a sketch's information (spec part 1 §7; the shape is ours).
import * as v from 'valibot';
import { IdSchema } from './common';

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
