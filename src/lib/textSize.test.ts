// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { remPixels, scaledToText } from './textSize';

describe('the reader’s text size', () => {
  afterEach(() => document.documentElement.style.removeProperty('font-size'));

  it('reads 1rem from the page, 16 px by default', () => {
    expect(remPixels()).toBe(16);
    document.documentElement.style.fontSize = '24px';
    expect(remPixels()).toBe(24);
  });

  it('scales a designed height up with larger text, never below the design', () => {
    expect(scaledToText(72, 16)).toBe(72);
    expect(scaledToText(72, 24)).toBe(108);
    expect(scaledToText(72, 12)).toBe(72);
  });
});
