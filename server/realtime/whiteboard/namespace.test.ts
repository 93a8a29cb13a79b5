// The /whiteboard namespace with real socket.io clients on a listening server.
import type { Socket as ClientSocket } from 'socket.io-client';
import * as v from 'valibot';
import { useTestApp } from '../../testing/useTestApp';
import type { TestClient } from '../../testing/testApp';
import { authAnswer, boardInfo, nextShiftPayload, snapshotPayload } from '../../../src/realtime/whiteboard/schemas';
import { decodeCommands, MAX_COMMAND_TEXT } from '../../../src/lib/whiteboardCodec';
import { collect, useNamespaceServer } from '../testing/namespaceServer';
import { WhiteboardState } from './boardState';
import { MALFORMED_ANSWER } from '../payload';
import { registerWhiteboardNamespace, WHITEBOARD_NO_ACCESS, WHITEBOARD_LOGIN_REQUIRED } from './namespace';
import { WHITEBOARD_NOT_JOINED, WHITEBOARD_SHIFT_AHEAD } from '../../../src/lib/whiteboardRules';

const t = useTestApp();
const ada = t.client(1);
const paolo = t.client(2);
const visitor = t.client();

let now = 0;
let board: WhiteboardState;
const { open, until } = useNamespaceServer(t, {
  namespace: '/whiteboard',
  register: (io, services) => {
    board = new WhiteboardState({ shiftMs: 10_000, clock: () => now });
    registerWhiteboardNamespace(io, t.app.ctx, services, { board, tickMs: 40 });
  },
});

const chatIdOf = (userId: number) => t.one<{ chat_id: string }>('SELECT chat_id FROM users WHERE id = ?', userId).chat_id;

async function join(client: TestClient, userId: number) {
  const socket = await open(client);
  const snapshots = collect(socket, 'snapshot');
  const commands = collect(socket, 'commands');
  const shifts = collect(socket, 'nextShift');
  const infos = collect(socket, 'info');
  const answer = v.parse(authAnswer, await socket.emitWithAck('auth', { chatId: chatIdOf(userId), board: 0, userId }));
  if (typeof answer !== 'number') throw new Error(answer.error);
  return { socket, clientId: answer, snapshots, commands, shifts, infos };
}

const sendBatch = (socket: ClientSocket, id: string, text: string, shift = board.shiftIndex) => socket.emitWithAck('commands', { id, text, shift });

describe('the /whiteboard namespace', () => {
  it('answers auth with a numeric client id and sends the snapshot, progress and info', async () => {
    const a = await join(ada, 1);
    expect(a.clientId).toBeGreaterThan(0);
    await until(() => a.snapshots.length === 1 && a.shifts.length > 0 && a.infos.length > 0);
    const snapshot = v.parse(snapshotPayload, a.snapshots[0]);
    expect(snapshot.shiftIndex).toBe(board.shiftIndex);
    const info = v.parse(boardInfo, a.infos.at(-1));
    expect(info).toMatchObject({ width: 700, height: 525, animShiftX: 175 });
    expect(info.users).toContainEqual(expect.objectContaining({ clientId: a.clientId, userId: 1, nickname: 'InkyAda' }));
    expect(v.parse(boardInfo, await a.socket.emitWithAck('info'))).toMatchObject({ shiftIndex: board.shiftIndex });
  });

  it('refuses a visitor, a wrong user id or chat id', async () => {
    const s = await open(visitor);
    expect(await s.emitWithAck('auth', { chatId: 'x', board: 0, userId: 1 })).toEqual({ error: WHITEBOARD_LOGIN_REQUIRED });
    const a = await open(ada);
    expect(await a.emitWithAck('auth', { chatId: chatIdOf(1), board: 0, userId: 2 })).toEqual({ error: WHITEBOARD_NO_ACCESS });
    expect(await a.emitWithAck('auth', { chatId: 'wrong', board: 0, userId: 1 })).toEqual({ error: WHITEBOARD_NO_ACCESS });
    // Not authenticated: its commands are not drawn or sent on, and the answer says why.
    const p = await join(paolo, 2);
    expect(await a.emitWithAck('commands', { id: 'b1', text: 'dr 1 1 4 4', shift: board.shiftIndex })).toEqual({ ok: false, error: WHITEBOARD_NOT_JOINED });
    expect(await s.emitWithAck('commands', { id: 'b2', text: 'dr 1 1 4 4', shift: board.shiftIndex })).toEqual({ ok: false, error: WHITEBOARD_LOGIN_REQUIRED });
    // A round trip of paolo's own: a batch sent on would have come first.
    await p.socket.emitWithAck('info');
    expect(p.commands).toEqual([]);
  });

  it('answers info only on the board: a visitor, a banned user or a refused socket gets why, never the user list', async () => {
    const a = await join(ada, 1);
    expect(v.parse(boardInfo, await a.socket.emitWithAck('info')).users).toContainEqual(expect.objectContaining({ userId: 1, nickname: 'InkyAda' }));
    // A visitor that never authenticated: the login text, as for its commands.
    const s = await open(visitor);
    expect(await s.emitWithAck('info')).toEqual({ ok: false, error: WHITEBOARD_LOGIN_REQUIRED });
    expect(await s.emitWithAck('info', {})).toEqual({ ok: false, error: WHITEBOARD_LOGIN_REQUIRED });
    // The suspended demo user (BannedBea): the ban page's text.
    const bea = await open(await t.clientAs(6));
    const beaAnswer = await bea.emitWithAck('info');
    expect(beaAnswer).toEqual({ ok: false, error: expect.stringMatching(/suspended/) });
    // Signed in but refused at auth (another user's id): not on the board either.
    const p = await open(paolo);
    expect(await p.emitWithAck('auth', { chatId: chatIdOf(2), board: 0, userId: 1 })).toEqual({ error: WHITEBOARD_NO_ACCESS });
    expect(await p.emitWithAck('info')).toEqual({ ok: false, error: WHITEBOARD_NOT_JOINED });
  });

  it("refuses the seeded 'Anonymous' account, signed in with its own chat id", async () => {
    const anonymous = t.one<{ id: number }>("SELECT id FROM users WHERE nickname = 'Anonymous'").id;
    const s = await open(await t.clientAs(anonymous));
    expect(await s.emitWithAck('auth', { chatId: chatIdOf(anonymous), board: 0, userId: anonymous })).toEqual({ error: WHITEBOARD_NO_ACCESS });
  });

  it("sends one client's strokes to the other, starting with its client id and shift, and draws them on the board", async () => {
    const a = await join(ada, 1);
    const p = await join(paolo, 2);
    const ack = await sendBatch(a.socket, 'batch-1', 'scr ff0000\nslw a\ndr 10 10 8 8\ndqc 64 64 78 64 8c 64');
    expect(ack).toMatchObject({ ok: true, rejected: 0 });
    await until(() => p.commands.length === 1);
    expect(p.commands[0]).toBe(`cs ${a.clientId.toString(16)} ${board.shiftIndex.toString(16)}\nscr ff0000\nslw a\ndr 10 10 8 8\ndqc 64 64 78 64 8c 64`);
    expect(a.commands).toEqual([]);
    const pixel = [...board.canvas.getContext('2d').getImageData(20, 20, 1, 1).data].slice(0, 3);
    expect(pixel).toEqual([255, 0, 0]);
    // A newcomer's snapshot has the strokes.
    const late = await join(ada, 1);
    await until(() => late.snapshots.length === 1);
    expect(v.parse(snapshotPayload, late.snapshots[0]).image.length).toBeGreaterThan(1000);
  });

  it('relays a batch of the largest size so that the others decode it whole, and refuses a batch of a shift not reached', async () => {
    const a = await join(ada, 1);
    const p = await join(paolo, 2);
    const line = 'dr 10 10 4 4\n';
    const text = `scr ff00ff\n${line.repeat(Math.floor((MAX_COMMAND_TEXT - 11) / line.length))}`.padEnd(MAX_COMMAND_TEXT, '\n');
    expect(text).toHaveLength(MAX_COMMAND_TEXT);
    expect(await sendBatch(a.socket, 'largest', text)).toMatchObject({ ok: true, rejected: 0 });
    await until(() => p.commands.length === 1);
    const relayed = decodeCommands(p.commands[0]);
    expect(relayed.rejected).toEqual([]);
    expect(relayed.commands).toHaveLength(text.split('\n').filter(Boolean).length + 1);
    expect(await sendBatch(a.socket, 'ahead', 'dr 1 1 4 4', board.shiftIndex + 1)).toEqual({ ok: false, error: WHITEBOARD_SHIFT_AHEAD });
  });

  it('drops malformed lines and payloads without effect on the others', async () => {
    const a = await join(ada, 1);
    const p = await join(paolo, 2);
    const before = board.snapshotPng();
    for (const bad of [null, 'text', { id: 'x', text: 5, shift: 0 }, { id: 'x', text: 'dr 1 1 1 1', shift: -1 }, { id: '../', text: '', shift: 0 }, { id: 'y', text: 'x'.repeat(70_000), shift: 0 }]) {
      a.socket.emit('commands', bad);
    }
    a.socket.emit('auth', { chatId: 42 });
    expect(await sendBatch(a.socket, 'batch-2', 'bogus\nfo 10 ffffff\ncs 1 0\nslw 99')).toMatchObject({ ok: true, rejected: 4 });
    expect(await sendBatch(a.socket, 'batch-3', 'scr ff\nnope\ndr 100 100 4 4')).toMatchObject({ ok: true, rejected: 1 });
    await until(() => p.commands.length === 1);
    expect(decodeCommands(p.commands[0]).commands.map((c) => c.op)).toEqual(['cs', 'scr', 'dr']);
    expect(board.shiftIndex).toBe(0);
    expect(board.snapshotPng().equals(before)).toBe(false);
    // The sender is still connected and its next batch still goes through.
    expect(a.socket.connected).toBe(true);
    await sendBatch(a.socket, 'batch-4', 'dr 200 200 4 4');
    await until(() => p.commands.length === 2);
  });

  it('draws a batch of the spec\'s payload (text and shift, no id) and answers a malformed one that asked for an answer', async () => {
    const a = await join(ada, 1);
    const p = await join(paolo, 2);
    expect(await a.socket.emitWithAck('commands', { text: 'scr ff0000\ndr 40 40 4 4', shift: board.shiftIndex })).toMatchObject({ ok: true, rejected: 0 });
    await until(() => p.commands.length === 1);
    expect(decodeCommands(p.commands[0]).commands.map((c) => c.op)).toEqual(['cs', 'scr', 'dr']);
    // Without an id there is nothing to know it again by: sent twice, it is drawn twice.
    await a.socket.emitWithAck('commands', { text: 'dr 50 50 4 4', shift: board.shiftIndex });
    await a.socket.emitWithAck('commands', { text: 'dr 50 50 4 4', shift: board.shiftIndex });
    await until(() => p.commands.length === 3);
    // A client waiting for an answer gets one, not silence.
    expect(await a.socket.emitWithAck('commands', { text: 5, shift: 0 })).toEqual(MALFORMED_ANSWER);
    expect(await a.socket.emitWithAck('auth', { chatId: chatIdOf(1), board: 1, userId: 1 })).toEqual(MALFORMED_ANSWER);
  });

  it('draws a batch sent again (same id) only once', async () => {
    const a = await join(ada, 1);
    const p = await join(paolo, 2);
    await sendBatch(a.socket, 'again-1', 'dr 30 30 4 4');
    expect(await sendBatch(a.socket, 'again-1', 'dr 30 30 4 4')).toMatchObject({ duplicate: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(p.commands).toHaveLength(1);
  });

  it('tells the progress toward the next shift and shifts the board for everyone when it is due', async () => {
    const a = await join(ada, 1);
    const p = await join(paolo, 2);
    now += 5000;
    await until(() => p.shifts.some((s) => v.parse(nextShiftPayload, s).progress >= 0.5));
    const before = board.shiftIndex;
    now += 5000;
    await until(() => p.commands.includes('fo af ffffff') && a.commands.includes('fo af ffffff'));
    expect(board.shiftIndex).toBe(before + 1);
    await until(() => p.shifts.some((s) => v.parse(nextShiftPayload, s).shiftIndex === before + 1));
    expect(board.slicePng(before)).not.toBeNull();
  });
});
