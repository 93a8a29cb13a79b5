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
    expect(pen.add({ x: 10, y: 10 })).toEqual([{ op: 'dqc', x0: 10, y0: 10, cx: 10, cy: 10, x1: 10, y1: 10 }]);
    expect(pen.add({ x: 10, y: 10 })).toEqual([]);
    expect(pen.add({ x: 20, y: 10 })).toEqual([{ op: 'dqc', x0: 10, y0: 10, cx: 10, cy: 10, x1: 15, y1: 10 }]);
    expect(pen.add({ x: 20, y: 20 })).toEqual([{ op: 'dqc', x0: 15, y0: 10, cx: 20, cy: 10, x1: 20, y1: 15 }]);
    expect(pen.end()).toEqual({ op: 'dqc', x0: 20, y0: 15, cx: 20, cy: 15, x1: 20, y1: 20 });
    expect(pen.end()).toBeNull();
  });

  it('runs a stroke that leaves the board to the edge, draws nothing off it, and goes on from where it comes back', () => {
    const pen = new PenStroke();
    pen.add({ x: 40, y: 60 });
    pen.add({ x: 40, y: 20 });
    // Out over the top edge, between (40, 20) and (40, -20): the stroke ends at y 0.
    const out = pen.add({ x: 40, y: -20 });
    expect(out.map((c) => c.op === 'dqc' && [c.x1, c.y1])).toEqual([[40, 10], [40, 0]]);
    // Along outside the top and the left: nothing (the codec would put it on the edge).
    expect(pen.add({ x: 300, y: -50 })).toEqual([]);
    expect(pen.add({ x: -30, y: 200 })).toEqual([]);
    // Back in over the left edge: a new stroke from the edge, at (0, 250), then on.
    const back = pen.add({ x: 30, y: 300 });
    expect(back[0]).toEqual({ op: 'dqc', x0: 0, y0: 250, cx: 0, cy: 250, x1: 0, y1: 250 });
    expect(back[1]).toMatchObject({ op: 'dqc', x0: 0, y0: 250, x1: 15, y1: 275 });
    for (const command of [...out, ...back]) expect(isValidCommand(command)).toBe(true);
    expect(pen.end()).toMatchObject({ op: 'dqc', x1: 30, y1: 300 });
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
