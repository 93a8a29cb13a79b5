// Demo data of the whiteboard (its own random stream, seed offset 1700): a fresh board is not
// empty but holds a few doodles and three earlier shifts, so History has slices and the download
// has a picture. The board lives in DATA_DIR/whiteboard (not in SQLite): this runs when the
// server's board has no save yet.
import { Rng } from './prng';
import { DEFAULT_SEED } from './index';
import { encodeCommands, type WhiteboardCommand } from '../../src/lib/whiteboardCodec';
import { PenStroke } from '../../src/lib/whiteboardTools';

export const WHITEBOARD_SEED_OFFSET = 1700;
/** Shifts the demo board has made: History shows this many slices. */
export const DEMO_SHIFTS = 3;
const PALETTE = [0xe63946, 0x2a9d8f, 0x264653, 0xf4a261, 0x6a4c93, 0x1d3557];

/** The batches of a demo doodle session: client id 0 stands for the artists of the past. */
export function demoWhiteboardBatches(seed = DEFAULT_SEED): string[][] {
  const rng = new Rng(seed + WHITEBOARD_SEED_OFFSET);
  const rounds: string[][] = [];
  for (let round = 0; round <= DEMO_SHIFTS; round++) {
    const batches: string[] = [];
    for (let s = 0; s < 6; s++) {
      const commands: WhiteboardCommand[] = [
        { op: 'scr', color: rng.pick(PALETTE) },
        { op: 'slw', width: rng.int(2, 12) },
      ];
      if (rng.chance(0.3)) {
        const size = rng.pick([8, 16, 32]);
        const x0 = rng.int(0, 600);
        const y0 = rng.int(0, 460);
        for (let i = 0; i < rng.int(3, 8); i++) commands.push({ op: 'dr', x: x0 + i * size, y: y0 + (i % 2) * size, w: size, h: size });
      } else {
        const pen = new PenStroke();
        let x = rng.int(60, 640);
        let y = rng.int(40, 480);
        for (let i = 0; i < 30; i++) {
          x = Math.min(690, Math.max(10, x + rng.int(-18, 18)));
          y = Math.min(515, Math.max(10, y + rng.int(-18, 18)));
          commands.push(...pen.add({ x, y }));
        }
        const last = pen.end();
        if (last) commands.push(last);
      }
      batches.push(encodeCommands(commands));
    }
    rounds.push(batches);
  }
  return rounds;
}
