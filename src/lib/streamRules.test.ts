import { describe, expect, it } from 'vitest';
import { previewRotation } from './streamRules';

describe('previewRotation', () => {
  it('turns previews of streams from a device held sideways', () => {
    expect(previewRotation(1)).toBe(0);
    expect(previewRotation(3)).toBe(90);
    expect(previewRotation(4)).toBe(-90);
  });
});
