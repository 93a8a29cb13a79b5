import { AnsweringSocket, fakeFactory } from '../testing/fakeSocket';
import { WhiteboardClient } from './whiteboardClient';
import type { WhiteboardCommand } from '../../lib/whiteboardCodec';

/** Answers the first commands with `first` (then ok, as AnsweringSocket does). */
class OnceTooFastSocket extends AnsweringSocket {
  constructor(private first: unknown) {
    super();
  }

  override emit(event: string, ...args: unknown[]): void {
    if (event !== 'commands' || this.first === null) return super.emit(event, ...args);
    this.emitted.push({ event, payload: args[0], ack: null });
    const answer = this.first;
    this.first = null;
    const ack = args.at(-1) as (answer: unknown) => void;
    queueMicrotask(() => ack(answer));
  }
}

/** Holds the auth answer until the test lets it go; answers info with `infoAnswer`. */
class HeldAuthSocket extends AnsweringSocket {
  private held: (() => void) | null = null;
  constructor(private readonly infoAnswer: unknown) {
    super();
  }

  override emit(event: string, ...args: unknown[]): void {
    if (event === 'auth') {
      this.emitted.push({ event, payload: args[0], ack: null });
      const ack = args.at(-1) as (answer: unknown) => void;
      this.held = () => ack(this.authAnswer);
      return;
    }
    super.emit(event, ...args);
    const ack = this.emitted.at(-1)?.ack;
    if (event === 'info') queueMicrotask(() => ack?.(this.infoAnswer));
  }

  answerAuth(): void {
    this.held?.();
  }
}

function setup(authAnswer?: unknown, socket: AnsweringSocket = new AnsweringSocket(authAnswer)) {
  let tick: () => void = () => {};
  const later: { run: () => void; ms: number }[] = [];
  const received = { commands: [] as WhiteboardCommand[][], snapshots: [] as unknown[], shifts: [] as unknown[], infos: [] as unknown[], refused: [] as string[], ticks: 0 };
  const client = new WhiteboardClient({
    chatId: 'c1',
    userId: 1,
    factory: fakeFactory(socket),
    random: () => 0.5,
    setInterval: (run) => {
      tick = run;
      return 1;
    },
    clearInterval: () => {},
    setTimer: (run, ms) => later.push({ run, ms }),
    handlers: {
      commands: (c) => received.commands.push(c),
      snapshot: (s) => received.snapshots.push(s),
      nextShift: (s) => received.shifts.push(s),
      info: (i) => received.infos.push(i),
      refused: (m) => received.refused.push(m),
      tick: () => (received.ticks += 1),
    },
  });
  return { socket, client, received, later, tick: () => tick() };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('WhiteboardClient', () => {
  it('authenticates with the chat id, board 0 and user id, and keeps the client id', async () => {
    const { socket, client } = setup();
    await client.open();
    await settle();
    expect(socket.emitted[0]).toEqual({ event: 'auth', payload: { chatId: 'c1', board: 0, userId: 1 }, ack: expect.any(Function) });
    expect(client.clientId).toBe(42);
    expect(client.connection.state.kind).toBe('connected');
  });

  it('sends queued strokes once per tick, in order, with the shift and the pen state first', async () => {
    const { socket, client, tick } = setup();
    await client.open();
    await settle();
    client.queue([{ op: 'scr', color: 0xff0000 }, { op: 'slw', width: 5 }, { op: 'dr', x: 1, y: 2, w: 4, h: 4 }], 3);
    client.queue([{ op: 'dqc', x0: 1, y0: 1, cx: 2, cy: 2, x1: 3, y1: 3 }], 3);
    expect(socket.emitted.filter((e) => e.event === 'commands')).toEqual([]);
    tick();
    const sent = socket.emitted.filter((e) => e.event === 'commands').map((e) => e.payload as { text: string; shift: number; id: string });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ text: 'scr ff0000\nslw 5\ndr 1 2 4 4\ndqc 1 1 2 2 3 3', shift: 3 });
    client.queue([{ op: 'dr', x: 5, y: 5, w: 4, h: 4 }], 3);
    client.queue([{ op: 'dr', x: 6, y: 6, w: 4, h: 4 }], 4);
    tick();
    // One at a time: each goes once the one before it is answered.
    await settle();
    await settle();
    const later = socket.emitted.filter((e) => e.event === 'commands').map((e) => e.payload as { text: string; shift: number; id: string });
    expect(later.slice(1).map((b) => [b.text, b.shift])).toEqual([
      ['scr ff0000\nslw 5\ndr 5 5 4 4', 3],
      ['scr ff0000\nslw 5\ndr 6 6 4 4', 4],
    ]);
    expect(new Set(later.map((b) => b.id)).size).toBe(3);
    // Nothing queued: nothing sent.
    tick();
    expect(socket.emitted.filter((e) => e.event === 'commands')).toHaveLength(3);
  });

  it('keeps strokes drawn offline and sends them after the reconnect, after authenticating again', async () => {
    const { socket, client, tick } = setup();
    await client.open();
    await settle();
    socket.disconnect();
    expect(client.connection.state).toEqual({ kind: 'reconnecting', attempt: 1 });
    client.queue([{ op: 'dr', x: 9, y: 9, w: 4, h: 4 }], 0);
    tick();
    expect(socket.emitted.filter((e) => e.event === 'commands')).toHaveLength(0);
    socket.connect();
    await settle();
    await settle();
    expect(socket.emitted.map((e) => e.event)).toEqual(['auth', 'auth', 'commands']);
  });

  it('hands on valid server payloads and drops malformed ones and lines', async () => {
    const { socket, client, received } = setup();
    await client.open();
    await settle();
    socket.serverSends('commands', 'cs 2 0\nscr ff\nbogus line\ndr 1 1 4 4');
    socket.serverSends('commands', 42);
    socket.serverSends('commands', 'only garbage');
    socket.serverSends('snapshot', { shiftIndex: 1, image: 'data:image/png;base64,AAAA' });
    socket.serverSends('snapshot', { shiftIndex: 1, image: 'javascript:alert(1)' });
    socket.serverSends('nextShift', { shiftIndex: 1, progress: 0.5 });
    socket.serverSends('nextShift', { shiftIndex: 1, progress: 7 });
    socket.serverSends('info', { shiftIndex: 1, animShiftX: 175, width: 700, height: 525, users: [] });
    socket.serverSends('info', { shiftIndex: 'x' });
    expect(received.commands).toEqual([[{ op: 'cs', client: 2, shift: 0 }, { op: 'scr', color: 0xff }, { op: 'dr', x: 1, y: 1, w: 4, h: 4 }]]);
    expect(received.snapshots).toHaveLength(1);
    expect(received.shifts).toEqual([{ shiftIndex: 1, progress: 0.5 }]);
    expect(received.infos).toHaveLength(1);
  });

  it('asks for the board info only once on the board (after auth); a refusal answer is no info', async () => {
    const board = { shiftIndex: 1, animShiftX: 175, width: 700, height: 525, users: [{ clientId: 42, userId: 1, nickname: 'InkyAda', avatar: '/a' }] };
    const socket = new HeldAuthSocket(board);
    const { client } = setup(undefined, socket);
    await client.open();
    await settle();
    // Connected, auth not answered yet: nothing asked, no info.
    expect(await client.info()).toBeNull();
    expect(socket.sent('info')).toEqual([]);
    socket.answerAuth();
    await settle();
    expect(client.connection.state.kind).toBe('connected');
    expect(await client.info()).toEqual(board);
    expect(socket.sent('info')).toHaveLength(1);
    // The server's answer to a socket not on the board (the shape of a refused batch).
    const refusing = new HeldAuthSocket({ ok: false, error: 'Join the board before drawing.' });
    const other = setup(undefined, refusing);
    await other.client.open();
    refusing.answerAuth();
    await settle();
    expect(await other.client.info()).toBeNull();
  });

  it('sends a batch the server found too fast again (the same id) after the wait it names', async () => {
    const socket = new OnceTooFastSocket({ ok: false, error: 'You are drawing faster than the board takes.', retryMs: 300 });
    const { client, tick, later } = setup(undefined, socket);
    await client.open();
    await settle();
    client.queue([{ op: 'dr', x: 1, y: 2, w: 4, h: 4 }], 0);
    tick();
    await settle();
    expect(later.map((timer) => timer.ms)).toEqual([300]);
    later[0]?.run();
    const sent = socket.emitted.filter((e) => e.event === 'commands').map((e) => e.payload);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('stops with the server’s text when it takes the board away (refused)', async () => {
    const { socket, client, received } = setup();
    await client.open();
    await settle();
    socket.serverSends('refused', { error: 'Your account has been suspended for 1 day.' });
    expect(received.refused).toEqual(['Your account has been suspended for 1 day.']);
    expect(client.connection.state.kind).toBe('closed');
  });

  it('stops when the server refuses the account', async () => {
    const { client, received } = setup({ error: 'Sorry your account does not have access to the Whiteboard yet.' });
    await client.open();
    await settle();
    await settle();
    expect(received.refused).toEqual(['Sorry your account does not have access to the Whiteboard yet.']);
    expect(client.connection.state.kind).toBe('closed');
  });
});
