// The whiteboard's socket (spec part 2 §7) as a plain class on the shared RealtimeConnection: on
// every (re)connect it authenticates (chat id, board 0, user id; the answer is the client id),
// strokes are batched and sent every 250 ms with the shift index they were drawn in, and what the
// server sends (snapshot, commands, nextShift, info) is parsed and handed on; malformed payloads
// and lines are dropped. A batch the server answers "too fast" goes again after the wait it names
// (slowed, never lost); `refused` (the user may no longer draw) shows its text and closes.
import * as v from 'valibot';
import { decodeCommands, encodeCommand, type WhiteboardCommand } from '../../lib/whiteboardCodec';
import { COMMAND_INTERVAL_MS } from '../../lib/whiteboardTools';
import { RealtimeConnection, type SocketFactory } from '../connection';
import { PacedSender } from '../pacedSender';
import {
  authAnswer,
  boardInfo,
  BOARD_ID,
  refusedPayload,
  incomingCommands,
  nextShiftPayload,
  snapshotPayload,
  WHITEBOARD_EVENTS,
  type BoardInfo,
  type NextShiftPayload,
  type SnapshotPayload,
} from './schemas';

export const WHITEBOARD_NAMESPACE = '/whiteboard';

/** The server refused this account (its text is shown; no point in reconnecting). */
export class WhiteboardRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WhiteboardRefused';
  }
}

export interface WhiteboardHandlers {
  snapshot?: (snapshot: SnapshotPayload) => void;
  /** Commands of others (and the board's shifts), valid lines only. */
  commands?: (commands: WhiteboardCommand[]) => void;
  nextShift?: (next: NextShiftPayload) => void;
  info?: (info: BoardInfo) => void;
  refused?: (message: string) => void;
  /** Every batch interval (250 ms): the clock of the cursor avatars. */
  tick?: () => void;
}

export interface WhiteboardClientOptions {
  chatId: string;
  userId: number;
  handlers: WhiteboardHandlers;
  factory?: SocketFactory;
  /** Timers (tests pass fake ones). */
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (timer: unknown) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  random?: () => number;
}

interface PendingBatch {
  shift: number;
  lines: string[];
}

export class WhiteboardClient {
  readonly connection: RealtimeConnection;
  /** Our client id on the board (null until the server answered auth). */
  clientId: number | null = null;
  private pending: PendingBatch | null = null;
  /** The pen as the last queued command left it: each batch starts with it (the server draws batches alone). */
  private color: number | null = null;
  private width: number | null = null;
  private batchNumber = 0;
  private readonly batchPrefix = Math.random().toString(36).slice(2, 10);
  private timer: unknown = null;
  /** Batches one at a time, in order; one the server finds too fast goes again after the wait. */
  private readonly sender: PacedSender<{ id: string; text: string; shift: number }>;
  private readonly handlers: WhiteboardHandlers;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: WhiteboardClientOptions) {
    this.handlers = options.handlers;
    this.clearTimer = options.clearInterval ?? ((timer) => clearInterval(timer as ReturnType<typeof setInterval>));
    this.connection = new RealtimeConnection({
      namespace: WHITEBOARD_NAMESPACE,
      factory: options.factory,
      random: options.random,
      onConnect: (connection) => this.authenticate(connection),
    });
    this.sender = new PacedSender({
      send: (batch) => this.connection.send(WHITEBOARD_EVENTS.commands, batch),
      setTimer: options.setTimer,
    });
    this.connection.on(WHITEBOARD_EVENTS.snapshot, (payload) => {
      const parsed = v.safeParse(snapshotPayload, payload);
      if (parsed.success) this.handlers.snapshot?.(parsed.output);
    });
    this.connection.on(WHITEBOARD_EVENTS.commands, (payload) => {
      const parsed = v.safeParse(incomingCommands, payload);
      if (!parsed.success) return;
      const { commands } = decodeCommands(parsed.output);
      if (commands.length) this.handlers.commands?.(commands);
    });
    this.connection.on(WHITEBOARD_EVENTS.nextShift, (payload) => {
      const parsed = v.safeParse(nextShiftPayload, payload);
      if (parsed.success) this.handlers.nextShift?.(parsed.output);
    });
    this.connection.on(WHITEBOARD_EVENTS.info, (payload) => {
      const parsed = v.safeParse(boardInfo, payload);
      if (parsed.success) this.handlers.info?.(parsed.output);
    });
    this.connection.on(WHITEBOARD_EVENTS.refused, (payload) => {
      const parsed = v.safeParse(refusedPayload, payload);
      if (!parsed.success) return;
      this.handlers.refused?.(parsed.output.error);
      this.close();
    });
  }

  async open(): Promise<void> {
    const every = this.options.setInterval ?? ((run: () => void, ms: number) => setInterval(run, ms));
    this.timer ??= every(() => {
      this.flush();
      this.handlers.tick?.();
    }, COMMAND_INTERVAL_MS);
    await this.connection.open();
  }

  close(): void {
    this.flush();
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.sender.close();
    this.connection.close();
  }

  private async authenticate(connection: RealtimeConnection): Promise<void> {
    const answer = v.safeParse(authAnswer, await connection.request(WHITEBOARD_EVENTS.auth, { chatId: this.options.chatId, board: BOARD_ID, userId: this.options.userId }));
    if (!answer.success) throw new Error('Unexpected auth answer');
    if (typeof answer.output !== 'number') {
      this.handlers.refused?.(answer.output.error);
      this.close();
      throw new WhiteboardRefused(answer.output.error);
    }
    this.clientId = answer.output;
  }

  /**
   * Asks for the board info, once on the board (auth answered): the server tells the user list to
   * those on the board only. Null before that, offline, or when the answer is not the info.
   */
  async info(): Promise<BoardInfo | null> {
    if (this.connection.state.kind !== 'connected') return null;
    const parsed = v.safeParse(boardInfo, await this.connection.request(WHITEBOARD_EVENTS.info, {}).catch(() => null));
    return parsed.success ? parsed.output : null;
  }

  /**
   * Queues strokes drawn in the frame of `shift`; they go out with the next tick (a batch of
   * another shift goes first, alone).
   */
  queue(commands: readonly WhiteboardCommand[], shift: number): void {
    if (this.pending && this.pending.shift !== shift) this.flush();
    for (const command of commands) {
      if (command.op === 'cs' || command.op === 'fo') continue;
      if (!this.pending) {
        this.pending = { shift, lines: [] };
        if (this.color !== null) this.pending.lines.push(encodeCommand({ op: 'scr', color: this.color }));
        if (this.width !== null) this.pending.lines.push(encodeCommand({ op: 'slw', width: this.width }));
      }
      if (command.op === 'scr') this.color = command.color;
      if (command.op === 'slw') this.width = command.width;
      this.pending.lines.push(encodeCommand(command));
    }
  }

  /** Sends the queued batch now (through the outbox: strokes drawn offline go after the reconnect). */
  flush(): void {
    const batch = this.pending;
    this.pending = null;
    if (!batch || batch.lines.length === 0) return;
    this.batchNumber += 1;
    this.sender.push({ id: `${this.batchPrefix}-${this.batchNumber}`, text: batch.lines.join('\n'), shift: batch.shift });
  }
}
