// A second artist on the whiteboard, outside the browser: signs in through the demo sign-in page
// with its own session, connects its own socket.io client to /whiteboard, keeps its own board
// (the shared board model on @napi-rs/canvas, started from the snapshot) and can draw. The e2e
// spec compares its pixels with the browser's canvas, both ways.
import { createCanvas, Image } from '@napi-rs/canvas';
import { io, type Socket } from 'socket.io-client';
import { BoardModel, type BoardContext } from '../../../src/lib/whiteboardBoard';
import { decodeCommands } from '../../../src/lib/whiteboardCodec';

export interface WhiteboardPeer {
  clientId: number;
  /** Resolves once the board holds the snapshot. */
  ready: Promise<void>;
  pixels(x: number, y: number, w: number, h: number): number[];
  grid(): number[];
  draw(text: string): Promise<void>;
  close(): void;
}

/** The cookies a response sets, as a Cookie header. */
function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
  }
}

/** Signs `userId` in through the demo sign-in page: the Cookie header of its session and its chat id. */
export async function signInPeer(origin: string, userId: number): Promise<{ cookie: string; chatId: string }> {
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  cookiesOf(await fetch(`${origin}/api/v2/user/me`, { headers: { accept: 'application/json' } }), jar);
  const form = new URLSearchParams({ userId: String(userId), returnTo: '/', csrf: jar.get('csrf') ?? '' });
  cookiesOf(await fetch(`${origin}/auth/login`, { method: 'POST', body: form, headers: { cookie: header() }, redirect: 'manual' }), jar);
  const me = (await (await fetch(`${origin}/api/v2/user/me`, { headers: { accept: 'application/json', cookie: header() } })).json()) as { user?: { chatId: string | null } | null };
  const chatId = me.user?.chatId;
  if (!chatId) throw new Error(`user ${userId} has no chat id: ${JSON.stringify(me).slice(0, 200)}`);
  return { cookie: header(), chatId };
}

export async function openPeer(origin: string, userId: number): Promise<WhiteboardPeer> {
  const { cookie, chatId } = await signInPeer(origin, userId);
  const canvas = createCanvas(700, 525);
  const ctx = canvas.getContext('2d');
  const model = new BoardModel(ctx as unknown as BoardContext);
  model.clear();
  const socket: Socket = io(`${origin}/whiteboard`, { transports: ['websocket'], extraHeaders: { cookie }, forceNew: true });
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  socket.on('snapshot', (snapshot: { image: string; shiftIndex: number }) => {
    const image = new Image();
    image.src = Buffer.from(snapshot.image.split(',')[1]!, 'base64');
    ctx.drawImage(image, 0, 0);
    model.reset(snapshot.shiftIndex);
    markReady();
  });
  socket.on('commands', (text: string) => model.apply(decodeCommands(text).commands));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // The answer is the numeric client id, or { error } (spec part 2 §7).
  const answer = (await socket.emitWithAck('auth', { chatId, board: 0, userId })) as number | { error?: string };
  if (typeof answer !== 'number') throw new Error(`the peer was refused: ${answer.error}`);
  const clientId = answer;
  let batch = 0;
  const read = (x: number, y: number, w: number, h: number) => [...ctx.getImageData(x, y, w, h).data].filter((_, i) => i % 4 !== 3);
  return {
    clientId,
    ready,
    pixels: read,
    grid() {
      const data = ctx.getImageData(0, 0, 700, 525).data;
      const out: number[] = [];
      for (let y = 0; y < 525; y += 4) for (let x = 0; x < 700; x += 4) out.push(data[(y * 700 + x) * 4]!, data[(y * 700 + x) * 4 + 1]!, data[(y * 700 + x) * 4 + 2]!);
      return out;
    },
    async draw(text: string) {
      // Drawn here first, as the browser client does, then sent for the others.
      model.apply([{ op: 'cs', client: clientId, shift: model.shiftIndex }, ...decodeCommands(text).commands]);
      await socket.emitWithAck('commands', { id: `peer-${Date.now().toString(36)}-${++batch}`, text, shift: model.shiftIndex });
    },
    close: () => void socket.disconnect(),
  };
}
