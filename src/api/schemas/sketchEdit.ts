// Editing a sketch's information (spec part 1 §7; the shape is ours).
import * as v from 'valibot';
import { IdSchema } from './common';

export const SketchEditInfoSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  title: /*@__PURE__*/ v.string(),
  description: /*@__PURE__*/ v.string(),
  unlisted: /*@__PURE__*/ v.boolean(),
  video: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  tags: /*@__PURE__*/ v.array(/*@__PURE__*/ v.string()),
  watermark: /*@__PURE__*/ v.boolean(),
  angle: /*@__PURE__*/ v.number(),
  parentSketchId: /*@__PURE__*/ v.nullable(IdSchema),
  format: /*@__PURE__*/ v.picklist(['jpg', 'png']),
  userPro: /*@__PURE__*/ v.boolean(),
});
export type SketchEditInfo = v.InferOutput<typeof SketchEditInfoSchema>;
