import { describe, expect, it, vi } from 'vitest';
import { BASE_DELAY_MS, CONNECT_TIMEOUT_MS, MAX_DELAY_MS, MAX_RECONNECT_ATTEMPTS, RealtimeConnection, backoffDelay, socketAddress, socketIoFactory, type ConnectionState } from './connection';
import { connectionText } from './connectionText';
import { FakeSocket, fakeFactory } from './testing/fakeSocket';

/** Timers the test runs by hand, so delays are read instead of waited for. */
function manualTimers() {
  const pending: { run: () => void; ms: number; id: number }[] = [];
  let next = 0;
  return {
    pending,
    setTimer: (run: () => void, ms: number) => {
      const id = ++next;
      pending.push({ run, ms, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      const index = pending.findIndex((timer) => timer.id === id);
      if (index >= 0) pending.splice(index, 1);
    },
    /** Runs the oldest timer and returns its delay. */
    runNext(): number {
      const timer = pending.shift();
      if (!timer) throw new Error('no timer pending');
      timer.run();
      return timer.ms;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(options: { auth?: (socket: FakeSocket) => Promise<void>; random?: () => number } = {}) {
  const socket = new FakeSocket();
  const timers = manualTimers();
  const states: ConnectionState[] = [];
  let authCalls = 0;
  const connection = new RealtimeConnection({
    namespace: '/chat',
    factory: fakeFactory(socket),
    random: options.random ?? (() => 0.5),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    onConnect: async () => {
      authCalls += 1;
      await options.auth?.(socket);
    },
  });
  connection.subscribe((state) => states.push(state));
  await connection.open();
  return { socket, timers, states, connection, authCalls: () => authCalls };
}

describe('socketAddress', () => {
  it("connects on the user's chat server when it names one, else on the API's origin (this page's in tests)", () => {
    expect(socketAddress('/chat', null)).toBe('/chat');
    expect(socketAddress('/chat', '/')).toBe('/chat');
    expect(socketAddress('/chat', 'https://chat.example.com')).toBe('https://chat.example.com/chat');
    expect(socketAddress('/whiteboard', 'http://127.0.0.1:9000/')).toBe('http://127.0.0.1:9000/whiteboard');
  });

  it('takes anything else the server sent for the API origin, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const server of ['javascript:alert(1)', 'https://chat.example.com/path', 'chat.example.com', '//evil.example', 'https://a b']) {
      expect(socketAddress('/chat', server)).toBe('/chat');
    }
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('hands the server to the socket factory', async () => {
    const factory = vi.fn(fakeFactory(new FakeSocket()));
    const connection = new RealtimeConnection({ namespace: '/chat', server: 'https://chat.example.com', factory, onConnect: async () => {} });
    await connection.open();
    expect(factory).toHaveBeenCalledWith('/chat', { timeout: CONNECT_TIMEOUT_MS, server: 'https://chat.example.com' });
    connection.close();
  });
});

describe('backoffDelay', () => {
  it('doubles from the base delay up to the cap, with jitter between half and all of it', () => {
    expect(backoffDelay(1, () => 1)).toBe(BASE_DELAY_MS);
    expect(backoffDelay(1, () => 0)).toBe(BASE_DELAY_MS / 2);
    expect(backoffDelay(2, () => 1)).toBe(BASE_DELAY_MS * 2);
    expect(backoffDelay(3, () => 1)).toBe(BASE_DELAY_MS * 4);
    expect(backoffDelay(40, () => 1)).toBe(MAX_DELAY_MS);
    expect(backoffDelay(40, () => 0)).toBe(MAX_DELAY_MS / 2);
  });

  it('spreads clients that lost the same server over the window (no reconnect storm)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(4, random)));
    expect(delays.size).toBeGreaterThan(30);
  });
});

describe('RealtimeConnection', () => {
  it('asks for the 2500 ms connect timeout and goes connecting, then connected after the hook', async () => {
    let asked: { timeout: number } | null = null;
    const socket = new FakeSocket();
    const connection = new RealtimeConnection({
      namespace: '/chat',
      factory: async (_namespace, options) => {
        asked = options;
        return socket;
      },
      onConnect: async () => {},
    });
    await connection.open();
    expect(asked).toEqual({ timeout: CONNECT_TIMEOUT_MS, server: null });
    expect(connection.state).toEqual({ kind: 'connecting' });
    expect(socket.connectCalls).toBe(1);
    socket.serverAccepts();
    await flush();
    expect(connection.state).toEqual({ kind: 'connected' });
    expect(connectionText(connection.state)).toBe('');
  });

  it('re-authenticates on every connect, and reconnects after a drop with a growing delay', async () => {
    const { socket, timers, states, connection, authCalls } = await setup();
    socket.serverAccepts();
    await flush();
    expect(authCalls()).toBe(1);

    socket.drop();
    expect(connection.state).toEqual({ kind: 'reconnecting', attempt: 1 });
    expect(connectionText(connection.state)).toBe(`Reconnecting... (attempt 1 of ${MAX_RECONNECT_ATTEMPTS})`);
    expect(timers.runNext()).toBe(backoffDelay(1, () => 0.5));
    socket.serverRefuses();
    expect(connection.state).toEqual({ kind: 'reconnecting', attempt: 2 });
    expect(timers.runNext()).toBe(backoffDelay(2, () => 0.5));
    socket.serverAccepts();
    await flush();
    expect(authCalls()).toBe(2);
    expect(connection.state).toEqual({ kind: 'connected' });
    expect(states.map((state) => state.kind)).toEqual(['connecting', 'connected', 'reconnecting', 'reconnecting', 'connected']);

    // The count starts over after a successful connect.
    socket.drop();
    expect(connection.state).toEqual({ kind: 'reconnecting', attempt: 1 });
  });

  it('gives up after 64 attempts with a clear text, and retry() starts again', async () => {
    const { socket, timers, connection } = await setup();
    socket.serverRefuses();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      expect(connection.state).toEqual({ kind: 'reconnecting', attempt });
      timers.runNext();
      socket.serverRefuses();
    }
    expect(connection.state).toEqual({ kind: 'failed' });
    expect(timers.pending).toHaveLength(0);
    expect(connectionText(connection.state)).toBe('Could not reconnect after 64 attempts. Check your connection and try again.');
    expect(socket.connectCalls).toBe(1 + MAX_RECONNECT_ATTEMPTS);

    connection.retry();
    expect(connection.state).toEqual({ kind: 'connecting' });
    socket.serverAccepts();
    await flush();
    expect(connection.state).toEqual({ kind: 'connected' });
  });

  it('keeps what is sent offline and sends it after the re-authentication, in order', async () => {
    const order: string[] = [];
    const { socket, timers, connection } = await setup({
      auth: async (s) => {
        order.push(`auth after ${s.sent('chat').length} chats`);
      },
    });
    const first = connection.send('chat', { clientId: 'a', text: 'one' });
    const second = connection.send('chat', { clientId: 'b', text: 'two' });
    expect(socket.sent('chat')).toHaveLength(0);
    expect(connection.pending).toBe(2);

    socket.serverAccepts();
    await flush();
    expect(order).toEqual(['auth after 0 chats']);
    expect(socket.sent('chat').map((entry) => entry.payload)).toEqual([
      { clientId: 'a', text: 'one' },
      { clientId: 'b', text: 'two' },
    ]);
    socket.sent('chat')[0]?.ack?.({ ok: true, id: 10 });
    await expect(first).resolves.toEqual({ ok: true, id: 10 });
    expect(connection.pending).toBe(1);

    // The line drops before the second is acknowledged: it is sent again, once, after the reconnect.
    socket.drop();
    const third = connection.send('chat', { clientId: 'c', text: 'three' });
    timers.runNext();
    socket.serverAccepts();
    await flush();
    const resent = socket.sent('chat').slice(2);
    expect(resent.map((entry) => (entry.payload as { clientId: string }).clientId)).toEqual(['b', 'c']);
    resent[0]?.ack?.({ ok: true, id: 11 });
    resent[1]?.ack?.({ ok: true, id: 12 });
    // A late ack of the first transmission of 'b' changes nothing.
    socket.sent('chat')[1]?.ack?.({ ok: true, id: 11 });
    await expect(second).resolves.toEqual({ ok: true, id: 11 });
    await expect(third).resolves.toEqual({ ok: true, id: 12 });
    expect(connection.pending).toBe(0);
  });

  it('counts a failed re-authentication as a failed attempt and sends nothing', async () => {
    let reject = true;
    const { socket, connection } = await setup({
      auth: async () => {
        if (reject) throw new Error('refused');
      },
    });
    void connection.send('chat', { clientId: 'x', text: 'hi' });
    socket.serverAccepts();
    await flush();
    expect(connection.state).toEqual({ kind: 'reconnecting', attempt: 1 });
    expect(socket.sent('chat')).toHaveLength(0);
    reject = false;
  });

  it('forwards server events to handlers registered before and after open, and request() times out', async () => {
    const { socket, connection, timers } = await setup();
    const seen: unknown[] = [];
    connection.on('chat', (payload) => seen.push(payload));
    socket.serverAccepts();
    await flush();
    socket.serverSends('chat', { id: 1 });
    expect(seen).toEqual([{ id: 1 }]);

    const answer = connection.request('auth', { chatId: 'x' });
    timers.runNext();
    await expect(answer).rejects.toThrow('timeout');
    socket.drop();
    await expect(connection.request('auth', {})).rejects.toThrow('offline');
  });

  it('close() stops everything and ignores later drops', async () => {
    const { socket, connection, timers } = await setup();
    socket.serverAccepts();
    await flush();
    connection.close();
    expect(connection.state).toEqual({ kind: 'closed' });
    socket.drop();
    expect(timers.pending).toHaveLength(0);
    expect(connection.state).toEqual({ kind: 'closed' });
  });
});

describe('socketIoFactory', () => {
  it("gives each connection a line of its own, so one's retry never closes another's (the chat box beside a stream)", async () => {
    const server = 'http://127.0.0.1:9';
    const chat = (await socketIoFactory('/chat', { timeout: 1000, server })) as unknown as { io: unknown; connected: boolean };
    const stream = (await socketIoFactory('/streams', { timeout: 1000, server })) as unknown as { io: unknown; connected: boolean };
    // socket.io's Manager is the line; namespaces of one server share it unless asked not to.
    expect(chat.io).not.toBe(stream.io);
    expect([chat.connected, stream.connected]).toEqual([false, false]); // made, not connected (autoConnect off)
  });
});
