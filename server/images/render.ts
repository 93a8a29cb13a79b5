// Turns the procedural painters into image files at a requested size.
import { createCanvas } from '@napi-rs/canvas';
import type { Ctx } from './paint';
import { paintAvatar, paintCover } from './profileArt';
import { paintSketch } from './sketchArt';
import { COVER_SIZE, scaledHeight } from './sizes';

export interface SketchShape {
  id: number;
  width: number;
  height: number;
}

const JPEG_QUALITY = 82;

/** Paints a sketch scaled to cover a w x h box, centred (used for avatars and covers made from sketches). */
function paintSketchCovering(ctx: Ctx, sketch: SketchShape, w: number, h: number): void {
  const scale = Math.max(w / sketch.width, h / sketch.height);
  const sw = sketch.width * scale;
  const sh = sketch.height * scale;
  ctx.save();
  ctx.translate((w - sw) / 2, (h - sh) / 2);
  paintSketch(ctx, sketch.id, sw, sh);
  ctx.restore();
}

export async function renderSketchJpeg(sketch: SketchShape, width: number): Promise<Buffer> {
  const height = scaledHeight(width, sketch.width, sketch.height);
  const canvas = createCanvas(width, height);
  paintSketch(canvas.getContext('2d'), sketch.id, width, height);
  return canvas.encode('jpeg', JPEG_QUALITY);
}

/** The original: full resolution, lossless. */
export async function renderSketchPng(sketch: SketchShape): Promise<Buffer> {
  const canvas = createCanvas(sketch.width, sketch.height);
  paintSketch(canvas.getContext('2d'), sketch.id, sketch.width, sketch.height);
  return canvas.encode('png');
}

export async function renderAvatarJpeg(userId: number, size: number, sketch: SketchShape | null): Promise<Buffer> {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  if (sketch) paintSketchCovering(ctx, sketch, size, size);
  else paintAvatar(ctx, userId, size);
  return canvas.encode('jpeg', JPEG_QUALITY);
}

/** Covers always have the cover proportions (2048x506). */
export async function renderCoverJpeg(userId: number, width: number, sketch: SketchShape | null): Promise<Buffer> {
  const height = scaledHeight(width, COVER_SIZE.width, COVER_SIZE.height);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (sketch) paintSketchCovering(ctx, sketch, width, height);
  else paintCover(ctx, userId, width, height);
  return canvas.encode('jpeg', JPEG_QUALITY);
}
