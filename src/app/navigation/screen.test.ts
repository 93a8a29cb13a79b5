import { describe, expect, it } from 'vitest';
import { fullTitle } from './screen';

describe("the tab's title", () => {
  it("is the page's and the product's, or the product's alone", () => {
    expect(fullTitle('Groups')).toBe('Groups · Sketchery');
    expect(fullTitle(null)).toBe('Sketchery');
    expect(fullTitle('')).toBe('Sketchery');
  });

  it("names the product once when the page's title does (the spec's '{product} Whiteboard')", () => {
    expect(fullTitle('Sketchery Whiteboard', true)).toBe('Sketchery Whiteboard');
    // A title that only happens to hold the name (a sketch's) still gets it.
    expect(fullTitle('Sketchery fan art by InkyAda')).toBe('Sketchery fan art by InkyAda · Sketchery');
  });
});
