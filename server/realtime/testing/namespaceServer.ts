// For the tests of one namespace on the route-test harness (server/testing/useTestApp): the test
// app listening on a free loopback port with only that namespace registered (with the options
// the test picks) and the realtime services of its own (rate limits in memory on the app's clock,
// the access watch), real socket.io clients opened with a test client's cookies and closed after
// each test, and the waits those tests share.
import { Server, type ServerOptions } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { until } from '../../../test/support/waits';
import type { TestClient } from '../../testing/testApp';
import type { TestHarness } from '../../testing/useTestApp';
import { realtimeServices, type RealtimeServices, type ServicesOptions } from '../services';

export interface NamespaceServerOptions {
  /** The namespace the clients connect to, e.g. '/whiteboard'. */
  namespace: string;
  /** Registers the namespace (and whatever it needs) once the app listens. */
  register: (io: Server, services: RealtimeServices) => void;
  /** The services' options (other rate limits, a faster access sweep). */
  services?: ServicesOptions;
  server?: Partial<ServerOptions>;
}

export interface NamespaceServer {
  /** A connected client of the namespace with `client`'s cookies. */
  open: (client: TestClient) => Promise<ClientSocket>;
  /** Resolves once `check` holds; fails after the tests' wait bound (test/support/waits.ts). */
  until: (check: () => boolean) => Promise<void>;
}

export function useNamespaceServer(t: TestHarness, options: NamespaceServerOptions): NamespaceServer {
  let io: Server | null = null;
  let services: RealtimeServices | null = null;
  let base = '';
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    io = new Server(t.app.server, { serveClient: false, ...options.server });
    services = realtimeServices(t.app.ctx, options.services);
    options.register(io, services);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    services?.close();
    const server = io;
    if (!server) return;
    server.disconnectSockets(true);
    await new Promise<void>((resolve) => void server.close(() => resolve()));
  });

  return {
    open: (client) => {
      const socket = connect(`${base}${options.namespace}`, { transports: ['websocket'], extraHeaders: { cookie: client.jar.header() }, reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    },
    until,
  };
}

/** The payloads of `event` that reach `socket` from now on, in order. */
export function collect(socket: ClientSocket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}
