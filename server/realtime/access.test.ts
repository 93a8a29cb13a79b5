// Who may act is read on every message (issue 21), in one process: with the sweep of idle sockets
// slowed down (it has its own two-process test, redisAccess.test.ts), a chat message, join or
// report, a whiteboard batch or a stream frame sent after a ban, a warning, a logout, a merge or
// the account's deletion is refused with the spec's text, the socket is told (`refused`) and
// closed, and nothing reaches anyone else.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ACCOUNT_MERGED_TEXT } from '../../src/lib/ban';
import { CHAT_LOGIN_REQUIRED } from '../../src/lib/chatTexts';
import { WHITEBOARD_LOGIN_REQUIRED } from '../../src/lib/whiteboardRules';
import { chatAnswer } from '../../src/realtime/chat/schemas';
import { StreamFrameSchema } from '../../src/realtime/streams/schemas';
import { commandsAnswer } from '../../src/realtime/whiteboard/schemas';
import { SESSION_COOKIE } from '../auth/sessions';
import { TEST_NOW } from '../testing/testApp';
import { startRealtimeTestServer, type RealtimeTestServer } from './testing/realtimeServer';
import { recordingClient, type RecordingClient } from './testing/socketClient';

let server: RealtimeTestServer;
const clients: RecordingClient[] = [];

beforeEach(async () => {
  // The sweep would tell idle sockets within 400 ms; here only the per-message check acts.
  server = await startRealtimeTestServer({ sweepMs: 3_600_000 });
});
afterEach(async () => {
  for (const made of clients.splice(0)) made.close();
  await server.close();
});

const db = () => server.app.ctx.db;
const chatIdOf = (userId: number) => (db().prepare('SELECT chat_id FROM users WHERE id = ?').pluck().get(userId) as string | null) ?? '';

function client(namespace: string, cookie: string): RecordingClient {
  const made = recordingClient(`${server.url}${namespace}`, { cookie });
  clients.push(made);
  return made;
}

/** A gloperator's ban of `hours` (0: a warning) on the user, as the ban route writes it. */
function ban(userId: number, hours: number): void {
  const end = hours > 0 ? new Date(TEST_NOW + hours * 3_600_000).toISOString() : null;
  db()
    .prepare("INSERT INTO bans (user_id, duration, date_start, date_end, reason, notes, offenses, accepted, by_user_id) VALUES (?, ?, ?, ?, 'test', '', 1, 0, 4)")
    .run(userId, hours, new Date(TEST_NOW).toISOString(), end);
}

const disconnected = (made: RecordingClient) =>
  new Promise<void>((resolve) => (made.socket.connected ? made.socket.once('disconnect', () => resolve()) : resolve()));

async function inChat(userId: number, cookie = server.cookieFor(userId), channel = 'lobby'): Promise<RecordingClient> {
  const made = client('/chat', cookie);
  expect(await made.ask('auth', { chatId: chatIdOf(userId), channel })).toMatchObject({ ok: true });
  return made;
}

describe('the chat reads who may speak on every message', () => {
  it('refuses a message after a suspension with its text, tells the socket and closes it; nobody gets the message', async () => {
    const ada = await inChat(1);
    ban(1, 168);
    expect(await ada.ask('chat', { clientId: 'after-ban', text: 'still here?' })).toEqual({ ok: false, error: 'Your account has been suspended for 7 days.' });
    expect(await ada.waitFor('refused')).toEqual({ error: 'Your account has been suspended for 7 days.' });
    await disconnected(ada);
    expect(db().prepare("SELECT count(*) FROM chat_messages WHERE client_id = 'after-ban'").pluck().get()).toBe(0);
    // And it cannot come back: a new socket's auth is refused with the same text.
    const again = client('/chat', server.cookieFor(1));
    expect(await again.ask('auth', { chatId: chatIdOf(1), channel: 'lobby' })).toEqual({ ok: false, error: 'Your account has been suspended for 7 days.' });
  });

  it('refuses a re-authentication on the same socket after a ban, and closes it', async () => {
    const ada = await inChat(1);
    ban(1, -1);
    expect(await ada.ask('auth', { chatId: chatIdOf(1), channel: 'lobby' })).toEqual({ ok: false, error: 'Your account has been permanently suspended.' });
    expect(await ada.waitFor('refused')).toEqual({ error: 'Your account has been permanently suspended.' });
    await disconnected(ada);
  });

  it('refuses a join and a report after a warning with the warning text', async () => {
    const paolo = await inChat(2);
    ban(2, 0);
    expect(await paolo.ask('join', { channel: 'critique' })).toEqual({ ok: false, error: 'You have received a warning from a gloperator.' });
    await disconnected(paolo);
    const again = await inChat(3);
    ban(3, 0);
    expect(await again.ask('report', { link: '/user/1' })).toEqual({ ok: false, message: 'You have received a warning from a gloperator.' });
    expect(db().prepare('SELECT count(*) FROM chat_reports WHERE reporter_id = 3').pluck().get()).toBe(0);
  });

  it('refuses a message after a logout (the session ended) or once the account is deleted, with the login text', async () => {
    const cookie = server.cookieFor(1);
    const ada = await inChat(1, cookie);
    server.app.ctx.sessions.destroy(cookie.slice(`${SESSION_COOKIE}=`.length));
    expect(v.parse(chatAnswer, await ada.ask('chat', { clientId: 'after-logout', text: 'hi' }))).toEqual({ ok: false, error: CHAT_LOGIN_REQUIRED });
    await disconnected(ada);

    const gone = db().prepare('SELECT id FROM users WHERE chat_id IS NOT NULL AND id > 10 AND id NOT IN (SELECT user_id FROM bans) ORDER BY id LIMIT 1').pluck().get() as number;
    const doomed = await inChat(gone);
    db().prepare('DELETE FROM users WHERE id = ?').run(gone);
    expect(await doomed.ask('chat', { clientId: 'after-delete', text: 'hi' })).toEqual({ ok: false, error: CHAT_LOGIN_REQUIRED });
    expect(await doomed.waitFor('refused')).toEqual({ error: CHAT_LOGIN_REQUIRED });
  });
});

describe('the whiteboard and the streams read it on every batch and frame', () => {
  it('refuses a batch after a logout with the login text and tells the socket; the other artist gets nothing', async () => {
    const cookie = server.cookieFor(1);
    const ada = client('/whiteboard', cookie);
    const paolo = client('/whiteboard', server.cookieFor(2));
    expect(await ada.ask('auth', { chatId: chatIdOf(1), board: 0, userId: 1 })).toEqual(expect.any(Number));
    expect(await paolo.ask('auth', { chatId: chatIdOf(2), board: 0, userId: 2 })).toEqual(expect.any(Number));
    const shift = (await ada.ask('info', {})) as { shiftIndex: number };
    server.app.ctx.sessions.destroy(cookie.slice(`${SESSION_COOKIE}=`.length));
    expect(v.parse(commandsAnswer, await ada.ask('commands', { id: 'after-logout', text: 'dr 1 1 4 4', shift: shift.shiftIndex }))).toEqual({ ok: false, error: WHITEBOARD_LOGIN_REQUIRED });
    expect(await ada.waitFor('refused')).toEqual({ error: WHITEBOARD_LOGIN_REQUIRED });
    await disconnected(ada);
    // Paolo still draws, and never got ada's batch.
    expect(await paolo.ask('commands', { id: 'paolo-1', text: 'dr 2 2 4 4', shift: shift.shiftIndex })).toMatchObject({ ok: true });
    expect(paolo.received('commands').filter((text) => typeof text === 'string' && text.includes('dr 1 1 4 4'))).toEqual([]);
  });

  it('does not pass on the artist’s frame after a merge of their account, and tells them', async () => {
    const stream = db().prepare('SELECT id FROM streams WHERE ended IS NULL ORDER BY id LIMIT 1').pluck().get() as number;
    db().prepare('UPDATE streams SET user_id = 2 WHERE id = ?').run(stream);
    const artist = client('/streams', server.cookieFor(2));
    const viewer = client('/streams', server.cookieFor(1));
    expect(await artist.ask('auth', { chatId: chatIdOf(2), stream, userId: 2 })).toMatchObject({ ok: true, role: 'streamer' });
    expect(await viewer.ask('auth', { chatId: chatIdOf(1), stream, userId: 1 })).toMatchObject({ ok: true, role: 'viewer' });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]);
    artist.socket.emit('frame', { stream, seq: 900_001, width: 8, height: 8, mime: 'image/png', data: png });
    await viewer.waitFor('frame', (frame) => v.parse(StreamFrameSchema, frame).seq === 900_001);
    db().prepare('INSERT INTO user_merges (from_user_id, into_user_id, by_user_id, sketches, comments, albums, date) VALUES (2, 3, 4, 0, 0, 0, ?)').run(new Date(TEST_NOW).toISOString());
    artist.socket.emit('frame', { stream, seq: 900_002, width: 8, height: 8, mime: 'image/png', data: png });
    expect(await artist.waitFor('refused')).toEqual({ error: 'merged', message: ACCOUNT_MERGED_TEXT });
    await disconnected(artist);
    // A round trip of the viewer's own after the refusal: a relayed frame would have come first.
    expect(await viewer.ask('auth', { chatId: chatIdOf(1), stream, userId: 1 })).toMatchObject({ ok: true });
    expect(viewer.received('frame').some((frame) => v.parse(StreamFrameSchema, frame).seq === 900_002)).toBe(false);
  });
});
