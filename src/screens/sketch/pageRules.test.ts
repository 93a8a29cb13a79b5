import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitImage, thumbnailCode } from './pageRules';

afterEach(() => vi.restoreAllMocks());

describe('fitImage', () => {
  it('fills the width for a landscape sketch', () => {
    expect(fitImage(2048, 1536, 390, 600)).toEqual({ width: 390, height: 293 });
  });
  it('is limited by the height for a tall sketch', () => {
    expect(fitImage(1536, 2048, 1100, 800)).toEqual({ width: 600, height: 800 });
  });
  it('never enlarges a small sketch', () => {
    expect(fitImage(300, 200, 1100, 800)).toEqual({ width: 300, height: 200 });
  });
});


describe('thumbnailCode', () => {
  it('links a 300 px thumbnail to the sketch page, with the title escaped', () => {
    expect(thumbnailCode({ id: 7, width: 2048, height: 1536 }, 'Cats & "dogs" <3', 'https://sketchery.app')).toBe(
      '<a href="https://sketchery.app/sketch/7"><img src="https://sketchery.app/img/sketch/7/300.jpg" alt="Cats &amp; &quot;dogs&quot; &lt;3" width="300" height="225"></a>',
    );
  });
});
