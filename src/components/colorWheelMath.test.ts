import { describe, expect, it } from 'vitest';
import { clamp, clampRgb, hexToRgb, hsvToRgb, hueAt, intToRgb, pointAt, rgbToHex, rgbToHsv, rgbToInt, wrapHue } from './colorWheelMath';

const CORNERS = [
  { rgb: { r: 0, g: 0, b: 0 }, hsv: { h: 0, s: 0, v: 0 } },
  { rgb: { r: 255, g: 255, b: 255 }, hsv: { h: 0, s: 0, v: 1 } },
  { rgb: { r: 255, g: 0, b: 0 }, hsv: { h: 0, s: 1, v: 1 } },
  { rgb: { r: 255, g: 255, b: 0 }, hsv: { h: 60, s: 1, v: 1 } },
  { rgb: { r: 0, g: 255, b: 0 }, hsv: { h: 120, s: 1, v: 1 } },
  { rgb: { r: 0, g: 255, b: 255 }, hsv: { h: 180, s: 1, v: 1 } },
  { rgb: { r: 0, g: 0, b: 255 }, hsv: { h: 240, s: 1, v: 1 } },
  { rgb: { r: 255, g: 0, b: 255 }, hsv: { h: 300, s: 1, v: 1 } },
];

describe('colorWheelMath', () => {
  it.each(CORNERS)('converts the RGB cube corner $rgb to HSV and back exactly', ({ rgb, hsv }) => {
    expect(rgbToHsv(rgb)).toEqual(hsv);
    expect(hsvToRgb(hsv)).toEqual(rgb);
    expect(hsvToRgb(rgbToHsv(rgb))).toEqual(rgb);
    expect(hexToRgb(rgbToHex(rgb))).toEqual(rgb);
    expect(intToRgb(rgbToInt(rgb))).toEqual(rgb);
  });

  it('round-trips every colour of a coarse grid through HSV', () => {
    for (let r = 0; r < 256; r += 17) for (let g = 0; g < 256; g += 51) for (let b = 0; b < 256; b += 15) expect(hsvToRgb(rgbToHsv({ r, g, b }))).toEqual({ r, g, b });
    expect(hsvToRgb(rgbToHsv({ r: 0x1d, g: 0x35, b: 0x57 }))).toEqual({ r: 0x1d, g: 0x35, b: 0x57 });
  });

  it('converts mid colours', () => {
    expect(hsvToRgb({ h: 210, s: 0.5, v: 0.8 })).toEqual({ r: 102, g: 153, b: 204 });
    const hsv = rgbToHsv({ r: 102, g: 153, b: 204 });
    expect(hsv.h).toBeCloseTo(210);
    expect(hsv.s).toBeCloseTo(0.5);
    expect(hsv.v).toBeCloseTo(0.8);
  });

  it('keeps the hue of a grey and the saturation of black from the colour before', () => {
    const before = { h: 200, s: 0.7, v: 0.5 };
    expect(rgbToHsv({ r: 0, g: 0, b: 0 }, before)).toEqual({ h: 200, s: 0.7, v: 0 });
    expect(rgbToHsv({ r: 128, g: 128, b: 128 }, before)).toEqual({ h: 200, s: 0, v: 128 / 255 });
    // A colour with a hue of its own keeps it.
    expect(rgbToHsv({ r: 255, g: 0, b: 0 }, before)).toEqual({ h: 0, s: 1, v: 1 });
  });

  it('clamps bad input instead of throwing', () => {
    expect(clamp(Number.NaN, 0, 1)).toBe(0);
    expect(clamp(5, 0, 1)).toBe(1);
    expect(clamp(-5, 0, 1)).toBe(0);
    expect(wrapHue(-30)).toBe(330);
    expect(wrapHue(725)).toBe(5);
    expect(Object.is(wrapHue(-360), 0)).toBe(true);
    expect(wrapHue(Number.NaN)).toBe(0);
    expect(wrapHue(Number.POSITIVE_INFINITY)).toBe(0);
    expect(clampRgb({ r: -4, g: 300, b: 12.6 })).toEqual({ r: 0, g: 255, b: 13 });
    expect(clampRgb({ r: Number.NaN, g: 1, b: 2 })).toEqual({ r: 0, g: 1, b: 2 });
    expect(hsvToRgb({ h: Number.NaN, s: 2, v: -1 })).toEqual({ r: 0, g: 0, b: 0 });
    expect(hsvToRgb({ h: 360 + 120, s: 5, v: 5 })).toEqual({ r: 0, g: 255, b: 0 });
    expect(rgbToHsv({ r: 999, g: -1, b: Number.NaN })).toEqual({ h: 0, s: 1, v: 1 });
    expect(rgbToHex({ r: 300, g: -1, b: 15.2 })).toBe('#ff000f');
    expect(intToRgb(-1)).toEqual({ r: 0, g: 0, b: 0 });
    expect(intToRgb(0x1ffffff)).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('reads and writes #rrggbb', () => {
    expect(rgbToHex({ r: 0x1d, g: 0x35, b: 0x57 })).toBe('#1d3557');
    expect(hexToRgb('#1D3557')).toEqual({ r: 0x1d, g: 0x35, b: 0x57 });
    expect(hexToRgb(' 00ff80 ')).toEqual({ r: 0, g: 255, b: 128 });
    for (const bad of ['', '#', '#12345', '#1234567', '#gg0000', 'red', '#fff']) expect(hexToRgb(bad)).toBeNull();
    expect(hexToRgb(undefined as unknown as string)).toBeNull();
    expect(rgbToInt({ r: 0x1d, g: 0x35, b: 0x57 })).toBe(0x1d3557);
    expect(intToRgb(0x1d3557)).toEqual({ r: 0x1d, g: 0x35, b: 0x57 });
  });

  it('maps hues to points of the wheel and back: 0 up, clockwise', () => {
    expect(hueAt(0, -10)).toBeCloseTo(0);
    expect(hueAt(10, 0)).toBeCloseTo(90);
    expect(hueAt(0, 10)).toBeCloseTo(180);
    expect(hueAt(-10, 0)).toBeCloseTo(270);
    expect(hueAt(0, 0)).toBeNull();
    expect(hueAt(Number.NaN, 1)).toBeNull();
    for (let h = 0; h < 360; h += 15) {
      const { dx, dy } = pointAt(h, 40);
      expect(Math.hypot(dx, dy)).toBeCloseTo(40);
      expect(hueAt(dx, dy)).toBeCloseTo(h);
    }
    expect(pointAt(90, -5)).toEqual({ dx: 0, dy: -0 });
    const wrapped = pointAt(-90, 10);
    expect(wrapped.dx).toBeCloseTo(-10);
    expect(wrapped.dy).toBeCloseTo(0);
  });
});
