// @vitest-environment node
// The app's board across a restart: a stroke is written 2 s after it is drawn, so closing the app
// (SIGTERM, server/main.ts) must write what is pending, or the last strokes are lost for everyone.
import path from 'node:path';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/testApp';
import { attachRealtime } from '../attach';
import { WhiteboardState } from './boardState';
import { whiteboardFor } from './boards';

describe("the app's whiteboard", () => {
  it('writes a stroke drawn just before the app closes', async () => {
    const test = await createTestApp();
    try {
      await attachRealtime(test.app, test.app.ctx);
      const board = whiteboardFor(test.app.ctx);
      const picture = (state: WhiteboardState) => Buffer.from(state.canvas.getContext('2d').getImageData(0, 0, state.canvas.width, state.canvas.height).data);
      const before = picture(board);
      expect(board.accept(1, board.shiftIndex, 'scr 0000ff\ndr 258 64 40 40').rejected).toBe(0);
      const drawn = picture(board);
      expect(drawn.equals(before)).toBe(false);
      await test.app.close(); // well within the 2 s before the timed save
      const again = new WhiteboardState({ dir: path.join(test.dataDir, 'whiteboard') });
      expect(again.restored).toBe(true);
      expect(picture(again).equals(drawn)).toBe(true);
    } finally {
      rmSync(path.dirname(test.dataDir), { recursive: true, force: true });
    }
  });
});
