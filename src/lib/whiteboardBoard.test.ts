import { createCanvas } from '@napi-rs/canvas';
import { BoardModel, historySliceIndexes, SHIFT_X, type BoardContext } from './whiteboardBoard';
import { decodeCommands, WHITEBOARD_HEIGHT, WHITEBOARD_WIDTH } from './whiteboardCodec';

function board(shiftIndex = 0) {
  const canvas = createCanvas(WHITEBOARD_WIDTH, WHITEBOARD_HEIGHT);
  const ctx = canvas.getContext('2d');
  const model = new BoardModel(ctx as unknown as BoardContext, shiftIndex);
  model.clear();
  const pixel = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3);
  const run = (text: string) => model.apply(decodeCommands(text).commands);
  return { model, pixel, run };
}

describe('whiteboard board model', () => {
  it('starts white and fills rectangles in the client colour', () => {
    const { pixel, run } = board();
    expect(pixel(10, 10)).toEqual([255, 255, 255]);
    run('cs 1 0\nscr ff0000\ndr 8 8 8 8');
    expect(pixel(10, 10)).toEqual([255, 0, 0]);
    expect(pixel(17, 17)).toEqual([255, 255, 255]);
  });

  it('strokes curves with the line width and keeps each client its own pen', () => {
    const { pixel, run } = board();
    run('cs 1 0\nscr ff\nslw 14\ncs 2 0\nscr ff00\nslw 2');
    run('cs 1 0\ndqc 64 64 c8 64 12c 64'); // client 1: blue, 20 wide, at y 100
    run('cs 2 0\ndqc 64 c8 c8 c8 12c c8'); // client 2: green, 2 wide, at y 200
    expect(pixel(200, 100)).toEqual([0, 0, 255]);
    expect(pixel(200, 108)).toEqual([0, 0, 255]);
    expect(pixel(200, 200)).toEqual([0, 255, 0]);
    expect(pixel(200, 205)).toEqual([255, 255, 255]);
  });

  it('draws a curve of no length, a tap of the pen, as a dot of the line width', () => {
    const { pixel, run } = board();
    run('cs 1 0\nscr ff0000\nslw 8\ndqc 64 64 64 64 64 64'); // at (100, 100)
    expect(pixel(100, 100)).toEqual([255, 0, 0]);
    expect(pixel(102, 102)).toEqual([255, 0, 0]);
    expect(pixel(106, 100)).toEqual([255, 255, 255]);
  });

  it('shifts the picture left, fills the new strip and counts the shift', () => {
    const { model, pixel, run } = board();
    const shifts: number[] = [];
    model.onShift = (index) => shifts.push(index);
    run(`cs 1 0\nscr ff0000\ndr 1f4 a 10 10`); // x 500
    run(`fo ${SHIFT_X.toString(16)} eeeeee`);
    expect(model.shiftIndex).toBe(1);
    expect(shifts).toEqual([0]);
    expect(pixel(505, 15)).toEqual([255, 255, 255]);
    expect(pixel(505 - SHIFT_X, 15)).toEqual([255, 0, 0]);
    expect(pixel(WHITEBOARD_WIDTH - 1, 300)).toEqual([238, 238, 238]);
  });

  it('draws a late batch in the frame of the shift it was drawn in, and drops stale ones', () => {
    const { model, pixel, run } = board();
    run(`fo ${SHIFT_X.toString(16)} ffffff`);
    run('cs 3 0\nscr ff\ndr 1f4 a 4 4'); // drawn at x 500 before the shift: lands at 325
    expect(pixel(500 - SHIFT_X + 1, 11)).toEqual([0, 0, 255]);
    expect(pixel(501, 11)).toEqual([255, 255, 255]);
    run(`fo af ffffff\nfo af ffffff\nfo af ffffff`);
    expect(model.shiftIndex).toBe(4);
    run('cs 3 0\ndr 1f4 a 4 4'); // four shifts old: dropped
    run('cs 3 9\ndr 1f4 a 4 4'); // a shift not reached: dropped
    expect(pixel(501, 11)).toEqual([255, 255, 255]);
    expect(model.lastPoint.get(3)).toEqual({ x: 500 - SHIFT_X * 4, y: 10 });
  });

  it('lists the history slices: the last 48 before the current shift', () => {
    expect(historySliceIndexes(0)).toEqual([]);
    expect(historySliceIndexes(3)).toEqual([0, 1, 2]);
    const many = historySliceIndexes(100);
    expect(many).toHaveLength(48);
    expect(many[0]).toBe(52);
    expect(many.at(-1)).toBe(99);
  });
});
