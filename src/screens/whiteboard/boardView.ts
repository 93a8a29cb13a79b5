// The board on screen: a canvas drawn by the shared board model, fed by the artist's own strokes
// (drawn at once, then batched to the server) and by the server (snapshot, others' commands,
// shifts). Commands that arrive while a snapshot image is still decoding wait for it. A snapshot
// never paints over the artist's own strokes that the server may not have had when it took it:
// those drawn while the connection was down (they go out after the reconnect, behind the
// snapshot the reconnect brings) and those of the last OWN_STROKES_KEPT_MS (perhaps still on
// their way). They are drawn again over the picture; the server never sends one's own back.
import { BoardModel, type BoardContext } from '../../lib/whiteboardBoard';
import type { WhiteboardCommand } from '../../lib/whiteboardCodec';

export interface CursorState {
  x: number;
  y: number;
  /** The tick of the client's last stroke. */
  tick: number;
}

/** How long an own stroke is drawn again over a snapshot while the connection holds. */
export const OWN_STROKES_KEPT_MS = 10_000;
/** At most this many own blocks are kept for that (a long offline drawing keeps its latest). */
const OWN_BLOCKS_MAX = 5000;

export class BoardView {
  readonly model: BoardModel;
  private waiting: WhiteboardCommand[][] | null = null;
  /** Own strokes a snapshot may lack, with when they were drawn. */
  private ownRecent: { at: number; block: WhiteboardCommand[] }[] = [];
  /** False from a lost connection until the snapshot of the reconnect is on the board. */
  private synced = false;
  private snapshotToken = 0;
  /** Others' last stroke positions, for the cursor avatars. */
  readonly cursors = new Map<number, CursorState>();
  tick = 0;

  constructor(
    private readonly ctx: CanvasRenderingContext2D,
    private readonly now: () => number = Date.now,
  ) {
    this.model = new BoardModel(ctx as unknown as BoardContext);
    this.model.clear();
  }

  get shiftIndex(): number {
    return this.model.shiftIndex;
  }

  /** True while a snapshot is decoding (the board is not the server's picture yet). */
  get loading(): boolean {
    return this.waiting !== null;
  }

  /**
   * Draws our own strokes now, in the current shift's frame, and keeps them to be drawn again over
   * a snapshot that may lack them (above).
   */
  drawOwn(clientId: number, commands: readonly WhiteboardCommand[]): void {
    const block: WhiteboardCommand[] = [{ op: 'cs', client: clientId, shift: this.model.shiftIndex }, ...commands];
    this.model.apply(block);
    this.forgetDeliveredOwn();
    this.ownRecent.push({ at: this.now(), block });
    if (this.ownRecent.length > OWN_BLOCKS_MAX) this.ownRecent.splice(0, this.ownRecent.length - OWN_BLOCKS_MAX);
  }

  /** The connection was lost: what is drawn from now on goes out only after the reconnect. */
  disconnected(): void {
    this.forgetDeliveredOwn();
    this.synced = false;
  }

  /** While the connection holds, own strokes older than OWN_STROKES_KEPT_MS are the server's. */
  private forgetDeliveredOwn(): void {
    if (!this.synced) return;
    const now = this.now();
    this.ownRecent = this.ownRecent.filter((own) => now - own.at < OWN_STROKES_KEPT_MS);
  }

  /** Commands from the server (others' strokes and shifts). */
  receive(commands: WhiteboardCommand[]): void {
    if (this.waiting) {
      this.waiting.push(commands);
      return;
    }
    this.model.apply(commands);
    const clients = new Set<number>();
    for (const command of commands) if (command.op === 'cs') clients.add(command.client);
    for (const client of clients) {
      const point = this.model.lastPoint.get(client);
      if (point) this.cursors.set(client, { ...point, tick: this.tick });
    }
  }

  /** The picture from the server replaces ours; commands meanwhile wait for it. */
  applySnapshot(image: string, shiftIndex: number, load: (src: string) => Promise<CanvasImageSource>): Promise<void> {
    const token = ++this.snapshotToken;
    this.waiting ??= [];
    return load(image).then(
      (decoded) => {
        if (token !== this.snapshotToken) return;
        this.ctx.drawImage(decoded, 0, 0);
        this.model.reset(shiftIndex);
        this.cursors.clear();
        // Each block names its shift: the model puts one of an earlier shift where the board scrolled it.
        for (const { block } of this.ownRecent) this.model.apply(block);
        this.synced = true;
        const waiting = this.waiting ?? [];
        this.waiting = null;
        for (const commands of waiting) this.receive(commands);
      },
      (error: unknown) => {
        if (token !== this.snapshotToken) return;
        // Others' strokes still go on the board as it is; the next snapshot (reconnect) puts it right.
        console.warn('[whiteboard] the snapshot could not be decoded', error);
        const waiting = this.waiting ?? [];
        this.waiting = null;
        for (const commands of waiting) this.receive(commands);
      },
    );
  }

  /** The colour under a board point as a number (the eyedropper). */
  colorAt(x: number, y: number): number {
    const [r = 0, g = 0, b = 0] = this.ctx.getImageData(Math.floor(x), Math.floor(y), 1, 1).data;
    return (r << 16) | (g << 8) | b;
  }
}

/** Decodes an image (a data URL or an address) with an image element. */
export function loadImage(src: string): Promise<CanvasImageSource> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The board image could not be read.'));
    image.src = src;
  });
}

const DATA_URL_PNG = 'data:image/png;base64,';

/**
 * Decodes the server's snapshot (a PNG data URL). createImageBitmap first: it decodes off the
 * page's image loading, which a browser may hold back in a window that is not in front (WebKit
 * does); an image element when that is missing or fails.
 */
export async function decodeSnapshot(src: string): Promise<CanvasImageSource> {
  if (typeof createImageBitmap === 'function' && src.startsWith(DATA_URL_PNG)) {
    try {
      const bytes = Uint8Array.from(atob(src.slice(DATA_URL_PNG.length)), (c) => c.charCodeAt(0));
      return await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    } catch (error) {
      console.warn('[whiteboard] snapshot bitmap decode failed, using an image element', error);
    }
  }
  return loadImage(src);
}
