import { describe, expect, it } from 'vitest';
import { isValidCommand } from './whiteboardCodec';
import { clampPenSize, insetPercent, nearestPixelSize, PenStroke, pixelRect, toBoardPoint } from './whiteboardTools';

describe('whiteboard tools', () => {
  it('keeps the pen between 1 and 50 and the pixel sizes to 4, 8, 16, 32, 64', () => {
    expect([clampPenSize(0), clampPenSize(7.4), clampPenSize(80)]).toEqual([1, 7, 50]);
    expect([nearestPixelSize(1), nearestPixelSize(20), nearestPixelSize(100)]).toEqual([4, 16, 64]);
    expect([insetPercent(0), insetPercent(0.25), insetPercent(3)]).toEqual(['0%', '25%', '100%']);
  });

  it('turns pen points into smooth curves through the midpoints', () => {
    const pen = new PenStroke();
    expect(pen.add({ x: 10, y: 10 })).toEqual({ op: 'dqc', x0: 10, y0: 10, cx: 10, cy: 10, x1: 10, y1: 10 });
    expect(pen.add({ x: 10, y: 10 })).toBeNull();
    expect(pen.add({ x: 20, y: 10 })).toEqual({ op: 'dqc', x0: 10, y0: 10, cx: 10, cy: 10, x1: 15, y1: 10 });
    expect(pen.add({ x: 20, y: 20 })).toEqual({ op: 'dqc', x0: 15, y0: 10, cx: 20, cy: 10, x1: 20, y1: 15 });
    expect(pen.end()).toEqual({ op: 'dqc', x0: 20, y0: 15, cx: 20, cy: 15, x1: 20, y1: 20 });
    expect(pen.end()).toBeNull();
    // Off the board, negative or fractional: still valid commands.
    const off = new PenStroke();
    expect(isValidCommand(off.add({ x: -40.6, y: 9000 })!)).toBe(true);
  });

  it('fills the grid cell under the pointer, shrunk by the inset', () => {
    expect(pixelRect({ x: 37, y: 5 }, 16, 0)).toEqual({ op: 'dr', x: 32, y: 0, w: 16, h: 16 });
    expect(pixelRect({ x: 37, y: 5 }, 16, 0.5)).toEqual({ op: 'dr', x: 36, y: 4, w: 8, h: 8 });
    expect(pixelRect({ x: 37, y: 5 }, 4, 1)).toEqual({ op: 'dr', x: 37, y: 5, w: 2, h: 2 });
    expect(pixelRect({ x: 700, y: 5 }, 16, 0)).toBeNull();
  });

  it('maps a pointer on a scaled canvas to board coordinates', () => {
    expect(toBoardPoint(185, 141.25, { left: 10, top: 10, width: 350, height: 262.5 })).toEqual({ x: 350, y: 262.5 });
  });
});
