import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { decodeCommands } from '../../lib/whiteboardCodec';
import { BoardView, OWN_STROKES_KEPT_MS } from './boardView';

function setup(now: () => number = Date.now) {
  const canvas = createCanvas(700, 525);
  const ctx = canvas.getContext('2d');
  const view = new BoardView(ctx as unknown as CanvasRenderingContext2D, now);
  const pixel = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3);
  return { view, pixel };
}

/** A red picture as the server's snapshot. */
function redPicture() {
  const picture = createCanvas(700, 525);
  const ctx = picture.getContext('2d');
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, 700, 525);
  return picture as unknown as CanvasImageSource;
}

describe('BoardView', () => {
  it('holds commands that arrive while the snapshot decodes and draws them over it', async () => {
    const { view, pixel } = setup();
    let decoded: (image: CanvasImageSource) => void = () => {};
    const done = view.applySnapshot('data:image/png;base64,x', 4, () => new Promise((resolve) => (decoded = resolve)));
    view.receive(decodeCommands('cs 2 4\nscr ff\ndr 0 0 8 8').commands);
    expect(pixel(2, 2)).toEqual([255, 255, 255]);
    decoded(redPicture());
    await done;
    expect(view.shiftIndex).toBe(4);
    expect(pixel(2, 2)).toEqual([0, 0, 255]);
    expect(pixel(20, 20)).toEqual([255, 0, 0]);
  });

  it('draws the artist\'s own strokes made while the snapshot decodes again over it', async () => {
    const { view, pixel } = setup();
    let decoded: (image: CanvasImageSource) => void = () => {};
    const done = view.applySnapshot('data:image/png;base64,x', 0, () => new Promise((resolve) => (decoded = resolve)));
    expect(view.loading).toBe(true);
    view.drawOwn(9, decodeCommands('scr ff00\ndr 40 40 8 8').commands);
    expect(pixel(66, 66)).toEqual([0, 255, 0]);
    decoded(redPicture());
    await done;
    expect(view.loading).toBe(false);
    expect(pixel(66, 66)).toEqual([0, 255, 0]);
    expect(pixel(20, 20)).toEqual([255, 0, 0]);
  });

  it('draws the strokes made while the connection was down again over the snapshot of the reconnect, however long ago', async () => {
    let clock = 1_000_000;
    const { view, pixel } = setup(() => clock);
    await view.applySnapshot('data:image/png;base64,x', 0, async () => redPicture());
    view.drawOwn(9, decodeCommands('scr ff00\ndr 0 0 8 8').commands); // drawn while connected
    clock += OWN_STROKES_KEPT_MS;
    view.disconnected();
    view.drawOwn(9, decodeCommands('scr ff00\ndr 40 40 8 8').commands); // drawn offline
    clock += 5 * 60_000; // a long time offline
    view.drawOwn(9, decodeCommands('scr ff00\ndr 80 40 8 8').commands);
    // The reconnect's snapshot was taken before the offline strokes reached the server.
    await view.applySnapshot('data:image/png;base64,x', 0, async () => redPicture());
    expect(pixel(66, 66)).toEqual([0, 255, 0]);
    expect(pixel(130, 66)).toEqual([0, 255, 0]);
    // The stroke the server had long before is the server's picture's (here: red).
    expect(pixel(2, 2)).toEqual([255, 0, 0]);
  });

  it('puts the waiting strokes on the board when the snapshot cannot be decoded', async () => {
    const { view, pixel } = setup();
    const done = view.applySnapshot('data:image/png;base64,x', 0, () => Promise.reject(new Error('bad png')));
    view.receive(decodeCommands('cs 2 0\nscr ff\ndr 0 0 8 8').commands);
    await done;
    expect(view.loading).toBe(false);
    expect(pixel(2, 2)).toEqual([0, 0, 255]);
  });

  it("tracks others' last positions for the cursors, with the tick of their stroke", () => {
    const { view } = setup();
    view.tick = 7;
    view.receive(decodeCommands('cs 3 0\ndqc 1 1 2 2 64 32').commands);
    expect(view.cursors.get(3)).toEqual({ x: 100, y: 50, tick: 7 });
  });

  it('reads the colour under a point (the eyedropper)', () => {
    const { view } = setup();
    view.drawOwn(1, decodeCommands('scr 123456\ndr 10 10 4 4').commands);
    expect(view.colorAt(17, 17)).toBe(0x123456);
    expect(view.colorAt(100, 100)).toBe(0xffffff);
  });
});
