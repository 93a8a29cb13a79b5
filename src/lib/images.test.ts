// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadedSketchPictures, sketchPictureChanged } from './pictureVersions';
import { fixedImage, fixedWidthSlot, IMAGE_SIZE_STEPS, imageStep, sizedImageSrcSet, sizedImageUrl, slotImage } from './images';

describe('image size steps', () => {
  it('picks the smallest step that fills the space', () => {
    expect(imageStep(24)).toBe(25);
    expect(imageStep(25)).toBe(25);
    expect(imageStep(26)).toBe(50);
    expect(imageStep(190)).toBe(200);
    expect(imageStep(769)).toBe(800);
    expect(imageStep(5000)).toBe(1024);
  });
  it('doubles on high-density screens, up to 2048', () => {
    expect(imageStep(190, 2)).toBe(400);
    expect(imageStep(190, 3)).toBe(400);
    expect(imageStep(1000, 2)).toBe(2048);
    expect(imageStep(190, 1.25)).toBe(200);
  });
  it('only ever asks for a step or a doubled step', () => {
    const allowed = new Set([...IMAGE_SIZE_STEPS, ...IMAGE_SIZE_STEPS.map((s) => Math.min(2 * s, 2048))]);
    for (let px = 1; px < 1400; px += 7) for (const dpr of [1, 2]) expect(allowed.has(imageStep(px, dpr) as never)).toBe(true);
  });
  it('builds reference-backend URLs and leaves others alone', () => {
    expect(sizedImageUrl('/img/sketch/12', 190, 2)).toBe('/img/sketch/12/400.jpg');
    expect(sizedImageUrl('/img/brush/7', 300)).toBe('/img/brush/7/300.jpg');
    expect(sizedImageUrl('/img/avatar/2-55', 50)).toBe('/img/avatar/2-55/50.jpg');
    expect(sizedImageUrl('/img/shared/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', 100)).toBe('/img/shared/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b/100.jpg');
    expect(sizedImageUrl('/img/shared/../1', 100)).toBe('/img/shared/../1');
    expect(sizedImageUrl('/img/sketch/2-55', 50)).toBe('/img/sketch/2-55');
    expect(sizedImageUrl('https://cdn.test/a.jpg', 190)).toBe('https://cdn.test/a.jpg');
    // No picture is no URL at all (an empty src would fetch the page again).
    expect(sizedImageUrl(null, 100)).toBeUndefined();
    expect(sizedImageUrl(undefined, 100)).toBeUndefined();
    expect(sizedImageUrl('', 100)).toBeUndefined();
  });
  it('offers the served widths from the narrowest slot to the doubled widest, for sized URLs only', () => {
    expect(sizedImageSrcSet('/img/sketch/12', { min: 150, max: 180 })).toBe(
      '/img/sketch/12/150.jpg 150w, /img/sketch/12/175.jpg 175w, /img/sketch/12/200.jpg 200w, /img/sketch/12/250.jpg 250w, ' +
        '/img/sketch/12/300.jpg 300w, /img/sketch/12/350.jpg 350w, /img/sketch/12/400.jpg 400w',
    );
    const allowed = new Set([...IMAGE_SIZE_STEPS, ...IMAGE_SIZE_STEPS.map((s) => Math.min(2 * s, 2048))]);
    for (const entry of sizedImageSrcSet('/img/sketch/3', { min: 100, max: 1024 }).split(', ')) {
      expect(allowed.has(Number(/\/(\d+)\.jpg (\d+)w$/.exec(entry)![1]) as never)).toBe(true);
    }
    expect(sizedImageSrcSet('https://cdn.test/a.jpg', { min: 100, max: 200 })).toBe('');
    expect(sizedImageSrcSet(null, { min: 100, max: 200 })).toBe('');
  });

  it('gives a fixed-size image its step and the doubled step as 1x and 2x, the same markup whatever the screen', () => {
    expect(fixedImage('/img/avatar/7', 32)).toEqual({ src: '/img/avatar/7/50.jpg', srcSet: '/img/avatar/7/50.jpg 1x, /img/avatar/7/100.jpg 2x' });
    expect(fixedImage('/img/avatar/7', 56)).toEqual({ src: '/img/avatar/7/75.jpg', srcSet: '/img/avatar/7/75.jpg 1x, /img/avatar/7/150.jpg 2x' });
    // Another site's image is used as it is; no image gives no src (never src="").
    expect(fixedImage('https://example.org/a.png', 32)).toEqual({ src: 'https://example.org/a.png' });
    expect(fixedImage('', 32)).toEqual({});
    expect(fixedImage(null, 32)).toEqual({});
  });

  it('gives an image in a slot its srcset and sizes, with the 1x step as src', () => {
    const slot = { sizes: '(min-width: 600px) 300px, 50vw', min: 150, max: 300 };
    expect(slotImage('/img/sketch/12', slot, 300)).toEqual({ src: '/img/sketch/12/300.jpg', srcSet: sizedImageSrcSet('/img/sketch/12', slot), sizes: slot.sizes });
    // Another site's image has no srcset to pick from, so no sizes either; no image gives no src.
    expect(slotImage('https://example.org/a.png', slot, 300)).toEqual({ src: 'https://example.org/a.png' });
    expect(slotImage('', slot, 300)).toEqual({});
    expect(slotImage(null, slot, 300)).toEqual({});
  });

  it('gives an image exactly as wide on every screen the files of its step and of the doubled step', () => {
    expect(fixedWidthSlot(190)).toEqual({ sizes: '190px', min: 190, max: 190 });
    expect(slotImage('/img/sketch/12', fixedWidthSlot(190), 190)).toEqual({ src: '/img/sketch/12/200.jpg', srcSet: '/img/sketch/12/200.jpg 200w, /img/sketch/12/250.jpg 250w, /img/sketch/12/300.jpg 300w, /img/sketch/12/350.jpg 350w, /img/sketch/12/400.jpg 400w', sizes: '190px' });
  });
});

describe('a sketch picture that changed in this page', () => {
  it('is asked for under its version, in src and srcset, and other sketches keep their addresses', () => {
    sketchPictureChanged(3);
    expect(sizedImageUrl('/img/sketch/3', 100)).toBe('/img/sketch/3/100.jpg?v=1');
    expect(sizedImageSrcSet('/img/sketch/3', { min: 100, max: 100 }).split(', ')).toEqual(['/img/sketch/3/100.jpg?v=1 100w', '/img/sketch/3/150.jpg?v=1 150w', '/img/sketch/3/175.jpg?v=1 175w', '/img/sketch/3/200.jpg?v=1 200w']);
    expect(sizedImageUrl('/img/sketch/30', 100)).toBe('/img/sketch/30/100.jpg');
    expect(sizedImageUrl('/img/avatar/3', 100)).toBe('/img/avatar/3/100.jpg');
    sketchPictureChanged(3);
    expect(sizedImageUrl('/img/sketch/3', 100)).toBe('/img/sketch/3/100.jpg?v=2');
  });

  it('lists each picture of it this page loaded, to be asked for again past the HTTP cache', () => {
    const entries = [
      { name: `${location.origin}/img/sketch/4/400.jpg` },
      { name: `${location.origin}/img/sketch/4/800.jpg?v=1` },
      { name: `${location.origin}/img/sketch/44/400.jpg` },
      { name: 'https://elsewhere.example/img/sketch/4/400.jpg' },
      { name: `${location.origin}/img/avatar/1-4/100.jpg` },
      { name: `${location.origin}/img/cover/1-4/1024.jpg` },
      { name: `${location.origin}/img/avatar/1-44/100.jpg` },
      { name: `${location.origin}/img/avatar/4/100.jpg` },
    ];
    // jsdom keeps no resource timing: the browser's list, as it would be.
    Object.defineProperty(performance, 'getEntriesByType', { value: (type: string) => (type === 'resource' ? entries : []), configurable: true });
    const loaded = loadedSketchPictures(4);
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    expect(loaded).toEqual(['/img/sketch/4/400.jpg', '/img/sketch/4/800.jpg', '/img/avatar/1-4/100.jpg', '/img/cover/1-4/1024.jpg']);
    expect(loadedSketchPictures(4)).toEqual([]);
  });
});
