// The server's whiteboard (spec part 2 §2, §7): board 0 drawn on an @napi-rs/canvas with the same
// board model as the browsers (src/lib/whiteboardBoard.ts), so a newcomer's snapshot is what the
// others see. It turns a client's batch into the text the others receive, moves the board on
// (shift) when its time is up, keeps the last 48 slices, and survives a restart: the picture, the
// shift index and the slices are written to DATA_DIR/whiteboard.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, Image, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { BoardModel, HISTORY_SLICES, SHIFT_X, BOARD_BACKGROUND, type BoardContext } from '../../../src/lib/whiteboardBoard';
import { decodeCommands, encodeCommand, WHITEBOARD_HEIGHT, WHITEBOARD_WIDTH, type WhiteboardCommand } from '../../../src/lib/whiteboardCodec';

/** Default time between two shifts; WHITEBOARD_SHIFT_SECONDS overrides it. */
export const DEFAULT_SHIFT_MS = 5 * 60_000;
/** How long after the last stroke the picture is written to disk. */
const SAVE_DELAY_MS = 2000;

export interface BoardStateOptions {
  /** Folder for the picture, the shift index and the slices; none keeps the board in memory. */
  dir?: string | null;
  shiftMs?: number;
  clock?: () => number;
}

export interface AcceptedBatch {
  /** The text the other clients receive (starts with `cs {client} {shift}`); '' when nothing was left. */
  text: string;
  /** Lines refused (malformed, or commands only the server may give). */
  rejected: number;
}

/** Only the server sets the client (cs) and shifts the board (fo). */
const CLIENT_OPS = new Set<WhiteboardCommand['op']>(['scr', 'slw', 'dr', 'dqc']);

export class WhiteboardState {
  readonly canvas: Canvas;
  private readonly ctx: SKRSContext2D;
  private readonly model: BoardModel;
  private readonly slices = new Map<number, Buffer>();
  private readonly dir: string | null;
  private readonly clock: () => number;
  readonly shiftMs: number;
  /** When the current shift began (ms). */
  private shiftStarted: number;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  /** The board was read from its save (not a new white board). */
  restored = false;

  constructor(options: BoardStateOptions = {}) {
    this.dir = options.dir ?? null;
    this.clock = options.clock ?? Date.now;
    this.shiftMs = options.shiftMs ?? DEFAULT_SHIFT_MS;
    this.canvas = createCanvas(WHITEBOARD_WIDTH, WHITEBOARD_HEIGHT);
    this.ctx = this.canvas.getContext('2d');
    this.model = new BoardModel(this.ctx as unknown as BoardContext);
    this.model.clear();
    this.model.onShift = (index, dx) => this.keepSlice(index, dx);
    this.shiftStarted = this.clock();
    this.load();
  }

  get shiftIndex(): number {
    return this.model.shiftIndex;
  }

  /** 0 to 1: how far the board is toward its next shift. */
  progress(now = this.clock()): number {
    return Math.min(1, Math.max(0, (now - this.shiftStarted) / this.shiftMs));
  }

  /**
   * A client's batch drawn in the frame of `shift`: draws what is valid and returns the text for
   * the others. Malformed lines and lines only the server may send are dropped; the rest stays.
   */
  accept(clientId: number, shift: number, text: string): AcceptedBatch {
    const decoded = decodeCommands(text);
    const allowed = decoded.commands.filter((command) => CLIENT_OPS.has(command.op));
    const rejected = decoded.rejected.length + decoded.commands.length - allowed.length;
    if (allowed.length === 0 || shift > this.shiftIndex) return { text: '', rejected };
    const commands: WhiteboardCommand[] = [{ op: 'cs', client: clientId, shift }, ...allowed];
    this.model.apply(commands);
    this.scheduleSave();
    return { text: commands.map(encodeCommand).join('\n'), rejected };
  }

  /**
   * A batch another process accepted (README "Several processes"): its text starts with
   * `cs {client} {shift}` and is drawn here too, so this process's board, snapshots and slices
   * stay the same as the others'. Anything but a cs line followed by client lines is refused.
   */
  applyRelayed(text: string): boolean {
    const decoded = decodeCommands(text);
    const [first, ...rest] = decoded.commands;
    if (first?.op !== 'cs' || decoded.rejected.length > 0 || rest.length === 0 || !rest.every((command) => CLIENT_OPS.has(command.op))) return false;
    this.model.apply(decoded.commands);
    this.scheduleSave();
    return true;
  }

  /**
   * Another process shifted the board to `index`: shift here too, once per index (a process that
   * shifted by itself at the same moment is already there), and restart the wait for the next.
   * Returns the `fo` lines for this process's clients.
   */
  followShift(index: number): string[] {
    const lines: string[] = [];
    while (this.shiftIndex < index && lines.length < HISTORY_SLICES) lines.push(this.shift());
    return lines;
  }

  /** Moves the board on: returns the `fo` line every client applies. */
  shift(): string {
    const command: WhiteboardCommand = { op: 'fo', dx: SHIFT_X, color: BOARD_BACKGROUND };
    this.model.apply([command]);
    this.shiftStarted = this.clock();
    this.save();
    return encodeCommand(command);
  }

  /** Shifts when the time is up (called by the namespace's ticker); the fo line, or null. */
  shiftIfDue(now = this.clock()): string | null {
    return this.progress(now) >= 1 ? this.shift() : null;
  }

  /** Where a client last drew, in board coordinates (for the cursor avatars). */
  lastPoint(clientId: number): { x: number; y: number } | undefined {
    return this.model.lastPoint.get(clientId);
  }

  snapshotPng(): Buffer {
    return this.canvas.encodeSync('png');
  }

  snapshotDataUrl(): string {
    return `data:image/png;base64,${this.snapshotPng().toString('base64')}`;
  }

  /** Slice `index` (the strip that left the board at that shift), if it is one of the last 48. */
  slicePng(index: number): Buffer | null {
    return this.slices.get(index) ?? null;
  }

  sliceIndexes(): number[] {
    return [...this.slices.keys()].sort((a, b) => a - b);
  }

  private keepSlice(index: number, dx: number): void {
    const strip = createCanvas(dx, WHITEBOARD_HEIGHT);
    strip.getContext('2d').putImageData(this.ctx.getImageData(0, 0, dx, WHITEBOARD_HEIGHT), 0, 0);
    this.slices.set(index, strip.encodeSync('png'));
    for (const old of this.slices.keys()) if (old <= index - HISTORY_SLICES) this.slices.delete(old);
  }

  private scheduleSave(): void {
    if (!this.dir || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.save(), SAVE_DELAY_MS);
    this.saveTimer.unref?.();
  }

  /** Writes the picture, the shift index and the slices (each file replaced atomically). */
  save(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    const dir = this.dir;
    if (!dir) return;
    // Several processes may share the data dir (README "Several processes"): each writes through
    // temporary files of its own, and a save that fails is logged, never thrown into the ticker
    // (the board goes on in memory; the next save tries again).
    try {
      mkdirSync(path.join(dir, 'slices'), { recursive: true });
      const write = (file: string, data: Buffer | string) => {
        const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
        writeFileSync(temporary, data);
        renameSync(temporary, file);
      };
      write(path.join(dir, 'board.png'), this.snapshotPng());
      // With the shift's start, a restart goes on toward the next shift instead of starting over
      // (a server restarted more often than a shift lasts would never shift).
      write(path.join(dir, 'state.json'), JSON.stringify({ shiftIndex: this.shiftIndex, shiftStarted: this.shiftStarted }));
      const kept = new Set(this.slices.keys());
      for (const [index, png] of this.slices) {
        const file = path.join(dir, 'slices', `${index}.png`);
        if (!existsSync(file)) write(file, png);
      }
      for (const name of readdirSync(path.join(dir, 'slices'))) {
        const slice = /^(\d+)\.png$/.exec(name);
        if (slice && !kept.has(Number(slice[1]))) rmSync(path.join(dir, 'slices', name), { force: true });
      }
    } catch (error) {
      console.warn('[whiteboard] the board could not be saved', error);
    }
  }

  /** The board as it was saved; a missing or damaged save starts a white board. */
  private load(): void {
    const dir = this.dir;
    if (!dir || !existsSync(path.join(dir, 'state.json'))) return;
    try {
      const { shiftIndex, shiftStarted } = JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8')) as { shiftIndex: unknown; shiftStarted?: unknown };
      if (typeof shiftIndex !== 'number' || !Number.isInteger(shiftIndex) || shiftIndex < 0) return;
      const image = new Image();
      image.src = readFileSync(path.join(dir, 'board.png'));
      this.ctx.drawImage(image, 0, 0);
      this.model.reset(shiftIndex);
      this.restored = true;
      // A save of an older server has none; a start in the future (a clock set back) is not kept.
      if (typeof shiftStarted === 'number' && Number.isFinite(shiftStarted) && shiftStarted <= this.clock()) this.shiftStarted = shiftStarted;
      for (const name of existsSync(path.join(dir, 'slices')) ? readdirSync(path.join(dir, 'slices')) : []) {
        const index = Number(name.replace(/\.png$/, ''));
        if (Number.isInteger(index) && index < shiftIndex && index >= shiftIndex - HISTORY_SLICES) {
          this.slices.set(index, readFileSync(path.join(dir, 'slices', name)));
        }
      }
    } catch (error) {
      console.warn('The saved whiteboard could not be read; starting a white board.', error);
    }
  }

  /** Stops the pending save (writing it now). */
  close(): void {
    if (this.saveTimer) this.save();
  }
}
