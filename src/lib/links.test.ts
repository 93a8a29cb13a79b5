import { describe, expect, it } from 'vitest';
import { parseSketchLink, sketchIdOfImage } from './links';

describe('parseSketchLink', () => {
  it('reads the id from a link of any host', () => {
    expect(parseSketchLink('https://sketchery.example/sketch/123')).toBe(123);
    expect(parseSketchLink('http://other.host:8080/sketch/42?x=1')).toBe(42);
    expect(parseSketchLink('  https://a.b/e/sketch/7#top ')).toBe(7);
    expect(parseSketchLink('https://a.b/sketch/9/edit')).toBe(9);
    expect(parseSketchLink('/sketch/55')).toBe(55);
    expect(parseSketchLink('sketch/56')).toBe(56);
  });

  it('refuses text without a sketch id', () => {
    expect(parseSketchLink('')).toBeNull();
    expect(parseSketchLink('hello')).toBeNull();
    expect(parseSketchLink('https://a.b/sketch/')).toBeNull();
    expect(parseSketchLink('https://a.b/sketch/abc')).toBeNull();
    expect(parseSketchLink('https://a.b/sketch/12abc')).toBeNull();
    expect(parseSketchLink('https://a.b/sketches/12')).toBeNull();
    expect(parseSketchLink('https://a.b/mysketch/12')).toBeNull();
    expect(parseSketchLink('https://a.b/sketch/0')).toBeNull();
    expect(parseSketchLink('https://a.b/sketch/99999999999999999999')).toBeNull();
  });
});

describe('sketchIdOfImage', () => {
  it('reads the sketch id of an image URL', () => {
    expect(sketchIdOfImage('/img/sketch/12')).toBe(12);
    expect(sketchIdOfImage('https://x.y/img/sketch/13/200.jpg')).toBe(13);
  });
  it('returns null for other images', () => {
    expect(sketchIdOfImage(null)).toBeNull();
    expect(sketchIdOfImage('/img/avatar/12')).toBeNull();
    expect(sketchIdOfImage('/img/sketch/x')).toBeNull();
  });
});
