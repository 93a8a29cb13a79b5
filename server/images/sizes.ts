// The image size steps of the spec (target widths) and their doubles for high-density screens.
import { COVER_SKETCH_SIZE } from '../../src/lib/profileRules';

export const IMAGE_SIZE_STEPS = [25, 50, 75, 100, 150, 175, 200, 250, 300, 350, 400, 500, 600, 700, 768, 800, 1024] as const;
export const MAX_IMAGE_WIDTH = 2048;
/** The only sketch size usable as a profile cover (the rule profileRules.ts states); generated covers have these proportions too. */
export const COVER_SIZE = COVER_SKETCH_SIZE;
/** Proportions of brush thumbnails (a stroke sample is wider than high). */
export const BRUSH_ASPECT = { width: 3, height: 2 } as const;

export const ALLOWED_IMAGE_WIDTHS: readonly number[] = [
  ...new Set([...IMAGE_SIZE_STEPS, ...IMAGE_SIZE_STEPS.map((step) => step * 2)]),
]
  .filter((width) => width <= MAX_IMAGE_WIDTH)
  .sort((a, b) => a - b);

const allowed = new Set(ALLOWED_IMAGE_WIDTHS);

/** `{size}.jpg` -> the width, or null when the name is not an allowed size. */
export function parseJpegSize(file: string): number | null {
  const match = /^(\d{1,4})\.jpg$/.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  return allowed.has(width) ? width : null;
}

/** Height for a target width, keeping the aspect ratio (at least 1 px). */
export function scaledHeight(width: number, sourceWidth: number, sourceHeight: number): number {
  return Math.max(1, Math.round((width * sourceHeight) / sourceWidth));
}
