// Board 0 of an app: one WhiteboardState per AppContext, shared by the /whiteboard namespace and
// the slice and download routes. WHITEBOARD_SHIFT_SECONDS sets the time between two shifts.
import path from 'node:path';
import type { AppContext } from '../../context';
import { DEFAULT_SHIFT_MS, WhiteboardState } from './boardState';
import { demoWhiteboardBatches } from '../../seed/seedWhiteboard';

const boards = new WeakMap<AppContext, WhiteboardState>();

export function shiftMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.WHITEBOARD_SHIFT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_SHIFT_MS;
}

export function whiteboardFor(ctx: AppContext): WhiteboardState {
  let board = boards.get(ctx);
  if (!board) {
    board = new WhiteboardState({ dir: path.join(ctx.dataDir, 'whiteboard'), shiftMs: shiftMsFromEnv(), clock: ctx.clock });
    if (!board.restored) drawDemoBoard(board);
    boards.set(ctx, board);
  }
  return board;
}

/** Writes the board's pending save now (the app closes): a stroke is written 2 s after it is drawn, on a timer that keeps no process alive. */
export function closeWhiteboardOf(ctx: AppContext): void {
  boards.get(ctx)?.close();
}

/** A new board starts with the demo doodles and their shifts (server/seed/seedWhiteboard.ts). */
export function drawDemoBoard(board: WhiteboardState): void {
  demoWhiteboardBatches().forEach((batches, round) => {
    if (round > 0) board.shift();
    for (const text of batches) board.accept(0, board.shiftIndex, text);
  });
  board.save();
}
