// A patron's watermark (spec part 2 §6: "watermark text shown as a copyright line with the year"):
// the copyright line drawn into the corner of the sketch's pictures that others see. The full-size
// PNG and the sketch file are the artist's own and carry none; nor do the small thumbnails, where
// the line could not be read and would only cover the picture.
import type { Ctx } from './paint';

/** Pictures narrower than this carry no watermark (cards and thumbnails). */
export const WATERMARK_MIN_WIDTH = 400;

/**
 * Draws `line` at the bottom right of a `width` x `height` picture: light text on a translucent
 * dark band, legible on any paper, sized to the picture. The band is drawn whatever fonts the
 * machine has, so the mark shows even where no font renders the text.
 */
export function drawWatermark(ctx: Ctx, line: string, width: number, height: number): void {
  const size = Math.round(Math.min(40, Math.max(12, width * 0.028)));
  const pad = Math.round(size * 0.5);
  ctx.save();
  ctx.font = `600 ${size}px sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  const textWidth = Math.min(ctx.measureText(line).width, width - 4 * pad);
  const bandWidth = textWidth + 2 * pad;
  const bandHeight = size + pad;
  const x = width - pad - bandWidth;
  const y = height - pad - bandHeight;
  ctx.fillStyle = 'rgba(0, 0, 0, 0.45)';
  ctx.beginPath();
  ctx.roundRect(x, y, bandWidth, bandHeight, Math.round(bandHeight / 4));
  ctx.fill();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.92)';
  ctx.fillText(line, width - 2 * pad, y + bandHeight / 2, textWidth);
  ctx.restore();
}
