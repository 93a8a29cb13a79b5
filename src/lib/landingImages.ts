// The largest image of a landing page on a phone (a gallery's first row, a sketch page's sketch),
// which the server preloads from the page's HTML (server/http/firstAnswers.ts) so it does not
// wait for the app's scripts. A preload is only reused when the browser picks the same file as
// the <img> will, so it names the slot exactly as the screen lays it out and applies only where
// that is known: a phone in portrait at up to 2 dppx (above, the <img>'s own srcset stops short
// of the screen's density and the two could pick different files). Elsewhere there is none. The
// rules here copy the screens' layout; their tests check them against the screens' own code.
import { sizedImageSrcSet } from './images';

export interface ImagePreload {
  /** The `imagesrcset`: a superset of the <img>'s own, so the browser picks the same file. */
  srcset: string;
  sizes: string;
  media: string;
}

/**
 * A gallery grid on a phone (src/components/SketchGrid.tsx, checked by its test): the page's 12 px
 * sides, two columns 8 px apart, from `minViewport` to `maxViewport` wide.
 */
export const PHONE_GRID = { minViewport: 287, maxViewport: 422, sizes: 'calc(50vw - 16px)' } as const;
const phoneTile = (viewport: number) => Math.floor((viewport - 24 - 8) / 2);

/** The first row of a gallery grid on a phone. */
export function gridPreloads(images: readonly string[]): ImagePreload[] {
  const slot = { min: phoneTile(PHONE_GRID.minViewport), max: phoneTile(PHONE_GRID.maxViewport) };
  return images.slice(0, 2).flatMap((image) => {
    const srcset = sizedImageSrcSet(image, slot);
    return srcset ? [{ srcset, sizes: PHONE_GRID.sizes, media: `(min-width: ${PHONE_GRID.minViewport}px) and (max-width: ${PHONE_GRID.maxViewport}px) and (orientation: portrait) and (max-resolution: 2dppx)` }] : [];
  });
}

/**
 * The sketch page's narrow layout (below 1024 px; SketchPage.tsx): the image is sized to the
 * page's whole width (SketchImage measures its parent, the page, with its sides) unless the
 * screen is too short for it; a phone is at most `maxViewport` wide.
 */
export const PHONE_SKETCH = { minViewport: 320, maxViewport: 767, sizes: '100vw' } as const;
/** What the header and the actions under the image take of the screen's height (SketchImage.tsx). */
export const SKETCH_CHROME_HEIGHT = 96 + 64;

/**
 * A sketch page's image on a phone, on the screens where it fills the page's width: as wide as
 * the sketch at most, and tall enough for it. The image may be `screen height - chrome` tall;
 * from 320 px wide the chrome is at most half the width, so a screen taller than
 * (height / width + 1/2) times its width always has the room.
 */
export function sketchPreload(sketch: { image: string; width: number; height: number }): ImagePreload | null {
  if (sketch.width <= 0 || sketch.height <= 0) return null;
  const maxViewport = Math.min(PHONE_SKETCH.maxViewport, Math.floor(sketch.width));
  if (maxViewport < PHONE_SKETCH.minViewport) return null;
  const tallest = Math.ceil((sketch.height / sketch.width + SKETCH_CHROME_HEIGHT / PHONE_SKETCH.minViewport) * 1000);
  const srcset = sizedImageSrcSet(sketch.image, { min: PHONE_SKETCH.minViewport, max: maxViewport });
  if (!srcset) return null;
  return {
    srcset,
    sizes: PHONE_SKETCH.sizes,
    media: `(min-width: ${PHONE_SKETCH.minViewport}px) and (max-width: ${maxViewport}px) and (max-aspect-ratio: 1000/${tallest}) and (max-resolution: 2dppx)`,
  };
}
