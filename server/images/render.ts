// Turns the procedural painters into image files at a requested size.
import { createCanvas } from '@napi-rs/canvas';
import { paintBrushSample, type BrushShape } from './brushArt';
import type { Ctx } from './paint';
import { paintAvatar, paintCover } from './profileArt';
import { paintSketch } from './sketchArt';
import type { SketchPainter } from './sketchSource';
import { BRUSH_ASPECT, COVER_SIZE, scaledHeight } from './sizes';
import { drawWatermark } from './watermark';

export interface SketchShape {
  id: number;
  width: number;
  height: number;
  /** Paints the picture (an uploaded file, a turned sketch); the procedural art when absent. */
  paint?: SketchPainter;
}

function paintOf(sketch: SketchShape): SketchPainter {
  return sketch.paint ?? ((ctx, w, h) => paintSketch(ctx, sketch.id, w, h));
}

const JPEG_QUALITY = 82;

/** Paints a sketch scaled to cover a w x h box, centred (used for avatars and covers made from sketches). */
function paintSketchCovering(ctx: Ctx, sketch: SketchShape, w: number, h: number): void {
  const scale = Math.max(w / sketch.width, h / sketch.height);
  const sw = sketch.width * scale;
  const sh = sketch.height * scale;
  ctx.save();
  ctx.translate((w - sw) / 2, (h - sh) / 2);
  paintOf(sketch)(ctx, sw, sh);
  ctx.restore();
}

/** The sketch at `width`, with a watermark line (watermark.ts) when given one (the image route decides which sizes carry it). */
export async function renderSketchJpeg(sketch: SketchShape, width: number, watermark: string | null = null): Promise<Buffer> {
  const height = scaledHeight(width, sketch.width, sketch.height);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  paintOf(sketch)(ctx, width, height);
  if (watermark) drawWatermark(ctx, watermark, width, height);
  return canvas.encode('jpeg', JPEG_QUALITY);
}

/** The original: full resolution, lossless; with the artist's copyright line when it is given to others. */
export async function renderSketchPng(sketch: SketchShape, watermark: string | null = null): Promise<Buffer> {
  const canvas = createCanvas(sketch.width, sketch.height);
  const ctx = canvas.getContext('2d');
  paintOf(sketch)(ctx, sketch.width, sketch.height);
  if (watermark) drawWatermark(ctx, watermark, sketch.width, sketch.height);
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

/** Brush thumbnails: a stroke sample, 3:2. */
export async function renderBrushJpeg(brush: BrushShape, width: number): Promise<Buffer> {
  const height = scaledHeight(width, BRUSH_ASPECT.width, BRUSH_ASPECT.height);
  const canvas = createCanvas(width, height);
  paintBrushSample(canvas.getContext('2d'), brush, width, height);
  return canvas.encode('jpeg', JPEG_QUALITY);
}
