// Images are requested at the spec's size steps for the space they fill, doubled on
// high-density screens (spec part 1 §9), so the server and caches see few distinct sizes.
import { sketchIdOfImage } from './links';
import { pictureVersionQuery } from './pictureVersions';

export const IMAGE_SIZE_STEPS = [25, 50, 75, 100, 150, 175, 200, 250, 300, 350, 400, 500, 600, 700, 768, 800, 1024] as const;
const MAX_IMAGE_WIDTH = 2048;

/** The width to request for an image shown `cssWidth` pixels wide on a screen of `pixelRatio`. */
export function imageStep(cssWidth: number, pixelRatio = 1): number {
  const step = IMAGE_SIZE_STEPS.find((s) => s >= cssWidth) ?? IMAGE_SIZE_STEPS[IMAGE_SIZE_STEPS.length - 1]!;
  return Math.min(pixelRatio >= 1.5 ? step * 2 : step, MAX_IMAGE_WIDTH);
}

// Avatars and covers made from one of the user's sketches are '{userId}-{sketchId}'; a shared
// image is named by its uuid.
const SIZED_IMAGE = /^\/img\/(?:(?:sketch|brush)\/\d+|(?:avatar|cover)\/\d+(?:-\d+)?|shared\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})$/;

/**
 * The URL of an image of the reference backend at a size step; other URLs are used as they are.
 * No URL (null, or the '' the API gives for a missing picture) is undefined, never '': an
 * `<img src="">` asks for the page itself again. Show no image, or a placeholder, for it.
 */
export function sizedImageUrl(base: string | null | undefined, cssWidth: number, pixelRatio = 1): string | undefined {
  if (!base) return undefined;
  return SIZED_IMAGE.test(base) ? sizedFile(base, imageStep(cssWidth, pixelRatio)) : base;
}

/** A sized image's file at `width`; a sketch's picture that changed in this page names its version (pictureVersions.ts). */
function sizedFile(base: string, width: number): string {
  const sketchId = sketchIdOfImage(base);
  return `${base}/${width}.jpg${sketchId === null ? '' : pictureVersionQuery(sketchId)}`;
}

/** Every width the server renders: the steps and the doubled steps. */
const SERVED_WIDTHS = [...new Set([...IMAGE_SIZE_STEPS, ...IMAGE_SIZE_STEPS.map((s) => Math.min(s * 2, MAX_IMAGE_WIDTH))])].sort((a, b) => a - b);

/** Where an image is shown: its `sizes` attribute and the narrowest and widest it gets, in CSS pixels. */
export interface ImageSlot {
  sizes: string;
  min: number;
  max: number;
}

/** The slot of an image exactly `width` CSS pixels wide on every screen (a card, the sketch page's image). */
export const fixedWidthSlot = (width: number): ImageSlot => ({ sizes: `${width}px`, min: width, max: width });

/**
 * A cover across a page (the home page's profile block, a profile's header): the page's width, at
 * most 1,232 px (1,280 less the page's sides). A single size step (1,024) was too small for a
 * desktop page and twice too big for a phone, where it is doubled.
 */
export const COVER_IMAGE: ImageSlot = { sizes: '(min-width: 1280px) 1232px, 100vw', min: 320, max: 1232 };

/**
 * A srcset for an image shown in `slot`: the served widths from the step that fills the narrowest
 * slot to the doubled step of the widest, so the browser takes the smallest that fills the slot
 * on its screen (doubled on high-density ones). Empty for URLs that are not sized.
 */
export function sizedImageSrcSet(base: string | null | undefined, slot: Pick<ImageSlot, 'min' | 'max'>): string {
  if (!base || !SIZED_IMAGE.test(base)) return '';
  const from = imageStep(slot.min);
  const to = imageStep(slot.max, 2);
  return SERVED_WIDTHS.filter((w) => w >= from && w <= to)
    .map((w) => `${sizedFile(base, w)} ${w}w`)
    .join(', ');
}

/**
 * The `src`, `srcSet` and `sizes` of an image shown in `slot`: the browser picks from the srcset
 * by the width the slot takes on its screen; `src` (the step of `fallbackWidth`) is for a URL that
 * is not sized, used as it is. Like fixedImage, the markup does not depend on the screen, so the
 * server's render and the browser's agree. No URL gives no src (see sizedImageUrl).
 */
export function slotImage(base: string | null | undefined, slot: ImageSlot, fallbackWidth: number): { src?: string; srcSet?: string; sizes?: string } {
  const src = sizedImageUrl(base, fallbackWidth);
  if (src === undefined) return {};
  const srcSet = sizedImageSrcSet(base, slot);
  return srcSet ? { src, srcSet, sizes: slot.sizes } : { src };
}

/**
 * The `src` and `srcSet` of an image shown `cssWidth` pixels wide: its size step, and the doubled
 * step for high-density screens, which the browser picks itself. The markup does not depend on the
 * screen, so a page rendered on the server (which cannot know it) hydrates with the same one and a
 * phone still gets the sharp file. No URL gives no src (see sizedImageUrl).
 */
export function fixedImage(base: string | null | undefined, cssWidth: number): { src?: string; srcSet?: string } {
  const src = sizedImageUrl(base, cssWidth);
  const sharp = sizedImageUrl(base, cssWidth, 2);
  if (src === undefined) return {};
  return sharp === src ? { src } : { src, srcSet: `${src} 1x, ${sharp} 2x` };
}

export function devicePixelRatio(): number {
  return typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
}
