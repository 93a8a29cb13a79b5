// Benchmark (not a test) of the whiteboard (issue 13 "Tests and measures"):
// 1. commands decoded and drawn per second at 700x525 in headless Chromium: the client's own codec
//    and board model (src/lib/whiteboardCodec.ts, src/lib/whiteboardBoard.ts, bundled by esbuild)
//    decode 200,000 commands in texts of 1,000 (as the socket brings them) (pen curves with their colour and width changes, and pixel
//    cells, as artists send them) and draw it on a canvas; the time ends when the canvas has been
//    read back (so the drawing really happened). Target: at least 100,000 commands a second.
// 2. stroke latency between two clients: two artists on the reference server, each with the
//    real WhiteboardClient (src/realtime/whiteboard, 250 ms batching); one draws a stroke at random
//    moments, the other notes when it arrives. Target: p95 at most 300 ms.
// Starts the reference server on a free port with a fresh data folder (DIST_DIR or dist/ must hold
// a build: `node build.mjs` first).
//   npx tsx test/bench/whiteboard.ts [--commands=200000] [--strokes=200]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { io } from 'socket.io-client';
import { startBenchChromium } from './benchChromium';
import { signInPeer } from '../e2e/pages/whiteboardPeer';
import { startLocalServer, type LocalServer } from './localServer';
import { encodeCommands, type WhiteboardCommand } from '../../src/lib/whiteboardCodec';
import { Rng } from '../../server/seed/prng';
import type { RealtimeSocket, SocketFactory } from '../../src/realtime/connection';
import { WhiteboardClient } from '../../src/realtime/whiteboard/whiteboardClient';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const COMMANDS = arg('commands', 200_000);
const STROKES = arg('strokes', 200);
const DRAW_TARGET = 100_000;
const LATENCY_TARGET_MS = 300;

/**
 * What artists send: strokes of ~30 pen curves, each stroke with its colour and width, and one
 * stroke in five of pixel cells. Pen widths as artists use them around the default 4: seven
 * strokes in ten 1 to 8 wide, a quarter 9 to 20, one in twenty 21 to 50 (WBW=n fixes the width).
 */
function penWidth(rng: Rng): number {
  const fixed = Number(process.env.WBW ?? 0);
  if (fixed > 0) return fixed;
  const roll = rng.float();
  return roll < 0.7 ? rng.int(1, 8) : roll < 0.95 ? rng.int(9, 20) : rng.int(21, 50);
}

function commandTexts(count: number): string[] {
  const rng = new Rng(1700);
  const commands: WhiteboardCommand[] = [{ op: 'cs', client: 1, shift: 0 }];
  while (commands.length < count) {
    commands.push({ op: 'scr', color: rng.int(0, 0xffffff) }, { op: 'slw', width: penWidth(rng) });
    let x = rng.int(0, 699);
    let y = rng.int(0, 524);
    const pixel = rng.chance(0.2);
    for (let i = 0; i < 30 && commands.length < count; i++) {
      const nx = Math.min(699, Math.max(0, x + rng.int(-12, 12)));
      const ny = Math.min(524, Math.max(0, y + rng.int(-12, 12)));
      commands.push(pixel ? { op: 'dr', x: nx & ~7, y: ny & ~7, w: 8, h: 8 } : { op: 'dqc', x0: x, y0: y, cx: (x + nx) >> 1, cy: y, x1: nx, y1: ny });
      x = nx;
      y = ny;
    }
  }
  // In batches as the socket brings them (a batch's text is at most 64 KB): 1,000 commands each.
  const texts: string[] = [];
  for (let i = 0; i < count; i += 1000) texts.push(encodeCommands(commands.slice(i, Math.min(i + 1000, count))));
  return texts;
}

/** The codec and the board model as one script for the page. */
async function boardBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { decodeCommands } from './src/lib/whiteboardCodec'; export { BoardModel } from './src/lib/whiteboardBoard';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__whiteboard',
    minify: true,
  });
  // The driver runs a script as a function body: the global is set by hand.
  return `${result.outputFiles[0]!.text}\nwindow.__whiteboard = __whiteboard;`;
}

async function measureDrawing(origin: string): Promise<{ commands: number; ms: number; perSecond: number; decodeMs: number }> {
  const browser = await startBenchChromium();
  try {
    // A page of the site, so the canvas is the same as the app's (same origin, same engine).
    await browser.url(`${origin}/whiteboard`);
    await browser.execute(await boardBundle());
    const texts = commandTexts(COMMANDS);
    const runs: { decodeMs: number; totalMs: number; count: number }[] = [];
    for (let run = 0; run < 5; run++) {
      runs.push(
        await browser.execute((sources: string[]) => {
          const lib = (window as unknown as { __whiteboard: { decodeCommands: (t: string) => { commands: unknown[] }; BoardModel: new (ctx: unknown) => { clear(): void; apply(c: unknown[]): void } } }).__whiteboard;
          const canvas = document.createElement('canvas');
          canvas.width = 700;
          canvas.height = 525;
          // As the board's canvas (the eyedropper and the shifts read it back).
          const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
          const board = new lib.BoardModel(ctx);
          board.clear();
          ctx.getImageData(0, 0, 1, 1);
          let decodeMs = 0;
          let count = 0;
          const start = performance.now();
          for (const source of sources) {
            const before = performance.now();
            const { commands } = lib.decodeCommands(source);
            decodeMs += performance.now() - before;
            count += commands.length;
            board.apply(commands);
          }
          ctx.getImageData(0, 0, 700, 525); // the drawing has happened
          return { decodeMs, totalMs: performance.now() - start, count };
        }, texts),
      );
    }
    // The median run (the first warms the JIT up).
    const sorted = runs.slice(1).sort((a, b) => a.totalMs - b.totalMs);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return { commands: median.count, ms: median.totalMs, perSecond: median.count / (median.totalMs / 1000), decodeMs: median.decodeMs };
  } finally {
    await browser.deleteSession();
  }
}

function nodeFactory(origin: string, cookie: string): SocketFactory {
  return async (namespace, { timeout }) =>
    io(`${origin}${namespace}`, { autoConnect: false, reconnection: false, timeout, transports: ['websocket'], extraHeaders: { cookie } }) as unknown as RealtimeSocket;
}

async function measureLatency(origin: string): Promise<{ strokes: number; p50: number; p95: number; max: number; lost: number }> {
  const [ada, paolo] = await Promise.all([signInPeer(origin, 1), signInPeer(origin, 2)]);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let ready = 0;
  const drawer = new WhiteboardClient({ chatId: ada.chatId, userId: 1, factory: nodeFactory(origin, ada.cookie), handlers: { snapshot: () => (ready += 1) } });
  const watcher = new WhiteboardClient({
    chatId: paolo.chatId,
    userId: 2,
    factory: nodeFactory(origin, paolo.cookie),
    handlers: {
      snapshot: () => (ready += 1),
      commands: (commands) => {
        const now = performance.now();
        for (const c of commands) {
          if (c.op !== 'dr') continue;
          const key = `${c.x},${c.y}`;
          const at = sentAt.get(key);
          if (at !== undefined) {
            latencies.push(now - at);
            sentAt.delete(key);
          }
        }
      },
    },
  });
  await Promise.all([drawer.open(), watcher.open()]);
  const deadline = Date.now() + 10_000;
  while (ready < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const rng = new Rng(1701);
  for (let i = 0; i < STROKES; i++) {
    // A cell no other stroke of this run uses: its position identifies the stroke.
    const x = (i % 80) * 8;
    const y = Math.floor(i / 80) * 8 + 8;
    sentAt.set(`${x},${y}`, performance.now());
    drawer.queue([{ op: 'scr', color: 0x2040ff }, { op: 'dr', x, y, w: 8, h: 8 }], 0);
    // Strokes at random moments, so they fall anywhere in the 250 ms batch interval.
    await new Promise((r) => setTimeout(r, rng.int(20, 120)));
  }
  await new Promise((r) => setTimeout(r, 1500));
  drawer.close();
  watcher.close();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { strokes: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN, lost: sentAt.size };
}

async function main(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir}/ is missing: run \`node build.mjs\` first.`);
  let server: LocalServer | null = null;
  try {
    server = await startLocalServer(distDir);
    const drawing = await measureDrawing(server.origin);
    console.log(
      `whiteboard drawing (headless Chromium, 700x525): ${drawing.commands.toLocaleString('en-US')} commands decoded and drawn in ${drawing.ms.toFixed(0)} ms ` +
        `(decoding ${drawing.decodeMs.toFixed(0)} ms): ${Math.round(drawing.perSecond).toLocaleString('en-US')} commands/s (target ≥ ${DRAW_TARGET.toLocaleString('en-US')}/s) ${drawing.perSecond >= DRAW_TARGET ? 'OK' : 'BELOW TARGET'}`,
    );
    const latency = await measureLatency(server.origin);
    console.log(
      `whiteboard stroke latency between two clients (250 ms batching), ${latency.strokes} strokes: p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, ` +
        `max ${latency.max.toFixed(0)} ms, lost ${latency.lost} (target p95 ≤ ${LATENCY_TARGET_MS} ms) ${latency.p95 <= LATENCY_TARGET_MS && latency.lost === 0 ? 'OK' : 'BELOW TARGET'}`,
    );
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
