// Round-trip time of a bridge call through the stub host's simulated app (not a test).
//   npx tsx bridge/bench/roundtrip.ts [calls=2000]
// The page's bridge and the simulated host run in this process and talk over a MessageChannel,
// so every hop is a real asynchronous postMessage with a structured clone, as in a browser's
// parent-window transport; what is measured is the bridge itself (serialising, validating both
// ways, correlation), not a WebView's process hop. Prints median, p95 and max in milliseconds.
import { MessageChannel } from 'node:worker_threads';
import { HostBridge } from '../client';
import { REQUESTS } from '../protocol';
import { createHostInbox } from '../receiver';
import { fakeWindow } from '../testing/fakeHost';
import { SimulatedHost } from '../../native-stubs/common/simulatedHost';

const calls = Number(process.argv[2] ?? 2000);
const warmup = 200;

async function main(): Promise<void> {
  const { port1: pageEnd, port2: hostEnd } = new MessageChannel();
  const inbox = createHostInbox();
  const host = new SimulatedHost({ platform: 'web', deliver: (message) => hostEnd.postMessage(JSON.stringify(message)) });
  host.log.length = 0;
  hostEnd.on('message', (text: string) => host.receive(text));
  pageEnd.on('message', (text: string) => inbox.receive(text));

  const bridge = new HostBridge({
    win: fakeWindow(),
    inbox,
    transport: { kind: 'parent', send: (text) => (pageEnd.postMessage(text), true) },
  });
  bridge.start();
  if ((await bridge.whenSettled()) !== 'connected') throw new Error(`handshake failed: ${bridge.status}`);

  const times: number[] = [];
  for (let i = 0; i < warmup + calls; i++) {
    const start = performance.now();
    const result = await bridge.call(REQUESTS.openUpload, {});
    const elapsed = performance.now() - start;
    if (!result.ok) throw new Error(`call ${i} failed: ${result.error.code}`);
    if (i >= warmup) times.push(elapsed);
    host.log.length = 0; // the stub keeps a log for its page; do not let it grow here
    host.received.length = 0;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`bridge round trip over ${calls} calls (upload.open, stub host, MessageChannel):`);
  console.log(`  median ${at(0.5).toFixed(3)} ms   p95 ${at(0.95).toFixed(3)} ms   max ${times[times.length - 1]!.toFixed(3)} ms`);
  bridge.dispose();
  pageEnd.close();
  hostEnd.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
