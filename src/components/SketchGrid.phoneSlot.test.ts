// The server preloads a gallery's first row on a phone with the slot of src/lib/landingImages.ts;
// it is only used if it is the grid's own: two tiles of (width - 12 * 2 - 8) / 2 in that range.
import { describe, expect, it } from 'vitest';
import { PHONE_GRID } from '../lib/landingImages';
import { gridColumns } from './SketchGrid';

const GALLERY_SIDES = 2 * 12;

describe('the phone slot the server preloads a gallery with', () => {
  it('is the grid’s two columns across its whole range of screen widths, and no wider', () => {
    for (let viewport = PHONE_GRID.minViewport; viewport <= PHONE_GRID.maxViewport; viewport++) {
      const width = viewport - GALLERY_SIDES;
      expect(gridColumns(width), `at ${viewport}px`).toBe(2);
      // `calc(50vw - 16px)`, which the tile's floor never falls a step below.
      expect(Math.abs(Math.floor((width - 8) / 2) - (viewport / 2 - 16)), `at ${viewport}px`).toBeLessThan(1);
    }
    expect(gridColumns(PHONE_GRID.maxViewport + 1 - GALLERY_SIDES)).not.toBe(2);
    expect(gridColumns(PHONE_GRID.minViewport - 1 - GALLERY_SIDES)).not.toBe(2);
  });
});
