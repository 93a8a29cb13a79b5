// The server preloads a sketch page's image on a phone (src/lib/landingImages.ts) with the sizes
// `100vw`, on the screens its media query lets through: there the page must show the sketch at
// exactly the screen's width, or the browser would fetch another file for the <img>.
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZE_STEPS } from '../../lib/images';
import { PHONE_SKETCH, SKETCH_CHROME_HEIGHT, sketchPreload } from '../../lib/landingImages';
import { fitImage } from './pageRules';

/** The screens a media query of the form sketchPreload writes lets through (portrait phones, every 7 px). */
function screensAllowed(media: string): { width: number; height: number }[] {
  const [, minW, maxW, ratioW, ratioH] = /min-width: (\d+)px\) and \(max-width: (\d+)px\) and \(max-aspect-ratio: (\d+)\/(\d+)\)/.exec(media)!.map(Number);
  const screens = [];
  for (let width = minW!; width <= maxW!; width += 7) {
    for (let height = width; height <= 3 * width; height += 7) if (width * ratioH! <= height * ratioW!) screens.push({ width, height });
  }
  return screens;
}

describe('the sketch image the server preloads for phones', () => {
  it.each([
    [600, 800],
    [412, 549],
    [2048, 1536],
    [768, 1400],
    [1000, 1000],
  ])('is only offered where a %ix%i sketch fills the screen’s width', (width, height) => {
    const preload = sketchPreload({ image: '/img/sketch/5', width, height });
    expect(preload).not.toBeNull();
    const screens = screensAllowed(preload!.media);
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens) {
      // SketchImage: the page's width (narrow layout), and the screen's height less the chrome.
      const maxHeight = Math.max(300, screen.height - SKETCH_CHROME_HEIGHT);
      expect(fitImage(width, height, Math.min(screen.width, 1024), maxHeight).width, `${screen.width}x${screen.height}`).toBe(screen.width);
    }
  });

  it('offers all the files the <img> may pick, and none for a sketch narrower than a phone or not sized', () => {
    const preload = sketchPreload({ image: '/img/sketch/5', width: 1200, height: 900 })!;
    const widths = preload.srcset.split(', ').map((c) => Number(/ (\d+)w$/.exec(c)![1]));
    expect(widths[0]).toBe(IMAGE_SIZE_STEPS.find((s) => s >= PHONE_SKETCH.minViewport));
    expect(widths.at(-1)).toBe(2 * IMAGE_SIZE_STEPS.find((s) => s >= PHONE_SKETCH.maxViewport)!);
    expect(preload.sizes).toBe('100vw');
    expect(sketchPreload({ image: '/img/sketch/5', width: 300, height: 200 })).toBeNull();
    expect(sketchPreload({ image: 'https://elsewhere.example/a.png', width: 1200, height: 900 })).toBeNull();
  });
});
