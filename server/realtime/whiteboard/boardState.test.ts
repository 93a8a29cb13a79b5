import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WhiteboardState } from './boardState';
import { HISTORY_SLICES } from '../../../src/lib/whiteboardBoard';

const pixel = (board: WhiteboardState, x: number, y: number) => [...board.canvas.getContext('2d').getImageData(x, y, 1, 1).data].slice(0, 3);

describe('the server whiteboard state', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'whiteboard-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('goes on shifting when its save fails (logged), and leaves no temporary files behind a good save', () => {
    const blocked = path.join(dir, 'not-a-dir');
    writeFileSync(blocked, 'a file where the board folder should be');
    let now = 0;
    const board = new WhiteboardState({ dir: blocked, shiftMs: 1000, clock: () => now });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    now += 1000;
    expect(board.shiftIfDue()).toMatch(/^fo /);
    expect(warn).toHaveBeenCalledWith('[whiteboard] the board could not be saved', expect.anything());
    warn.mockRestore();

    const saved = new WhiteboardState({ dir: path.join(dir, 'board'), shiftMs: 1000, clock: () => now });
    now += 1000;
    saved.shiftIfDue();
    expect(readdirSync(path.join(dir, 'board')).sort()).toEqual(['board.png', 'slices', 'state.json']);
    expect(readdirSync(path.join(dir, 'board', 'slices')).every((name) => /^\d+\.png$/.test(name))).toBe(true);
  });

  it('draws valid client lines, refuses the server-only ones and answers the text for the others', () => {
    const board = new WhiteboardState();
    const accepted = board.accept(7, 0, 'scr ff\ncs 9 0\nfo 10 0\ndr 0 0 8 8\nbad');
    expect(accepted).toEqual({ text: 'cs 7 0\nscr ff\ndr 0 0 8 8', rejected: 3 });
    expect(pixel(board, 4, 4)).toEqual([0, 0, 255]);
    expect(board.accept(7, 0, 'nothing valid')).toEqual({ text: '', rejected: 1 });
    expect(board.accept(7, 5, 'dr 0 0 8 8').text).toBe('');
  });

  it('moves toward the next shift with time and shifts when due', () => {
    let now = 1000;
    const board = new WhiteboardState({ shiftMs: 1000, clock: () => now });
    expect(board.progress()).toBe(0);
    now += 250;
    expect(board.progress()).toBe(0.25);
    expect(board.shiftIfDue()).toBeNull();
    now += 750;
    expect(board.shiftIfDue()).toBe('fo af ffffff');
    expect(board.shiftIndex).toBe(1);
    expect(board.progress()).toBe(0);
  });

  it('goes on toward the next shift after a restart, from where the saved board was', () => {
    let now = 10_000;
    const board = new WhiteboardState({ dir, shiftMs: 1000, clock: () => now });
    now += 1000;
    board.shiftIfDue(); // shift 1 starts at 11,000 and is saved
    now += 400;
    board.close();
    const restarted = new WhiteboardState({ dir, shiftMs: 1000, clock: () => now });
    expect(restarted.shiftIndex).toBe(1);
    expect(restarted.progress()).toBeCloseTo(0.4);
    now += 600;
    expect(restarted.shiftIfDue()).not.toBeNull();
    // A save from before this rule (no start) starts the shift over, as before.
    writeFileSync(path.join(dir, 'state.json'), JSON.stringify({ shiftIndex: 2 }));
    expect(new WhiteboardState({ dir, shiftMs: 1000, clock: () => now }).progress()).toBe(0);
  });

  it('keeps the last 48 slices only', () => {
    const board = new WhiteboardState();
    for (let i = 0; i < 50; i++) board.shift();
    expect(board.sliceIndexes()).toHaveLength(HISTORY_SLICES);
    expect(board.slicePng(1)).toBeNull();
    expect(board.slicePng(2)).not.toBeNull();
    expect(board.slicePng(49)?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('survives a restart: picture, shift index and slices', () => {
    const board = new WhiteboardState({ dir });
    board.accept(1, 0, 'scr ff0000\ndr 258 10 10 10'); // x 600
    board.shift();
    board.close();
    const again = new WhiteboardState({ dir });
    expect(again.shiftIndex).toBe(1);
    expect(pixel(again, 605 - 175, 20)).toEqual([255, 0, 0]);
    expect(again.slicePng(0)).not.toBeNull();
  });
});
