import { describe, expect, it } from 'vitest';
import { maxImageHeight } from './SketchImage';

describe('how tall the sketch image may be', () => {
  it('leaves room for the header and the actions under it on a tall phone', () => {
    expect(maxImageHeight(64, { width: 390, height: 844 })).toBe(844 - 96 - 64);
  });

  it('is at least 300 px where the actions would leave less (they come below the first screen)', () => {
    expect(maxImageHeight(64, { width: 390, height: 420 })).toBe(300);
  });

  it('is never taller than the screen under the header: a phone on its side shows it whole', () => {
    expect(maxImageHeight(64, { width: 568, height: 320 })).toBe(320 - 96);
  });
});
