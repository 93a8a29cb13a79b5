// 12,000 random and malformed host messages, each delivered both ways a host can (PROTOCOL.md
// §1: as text, and as the object evaluateJavaScript makes of that text): none may throw, none
// may be accepted in either form, each delivery is dropped with a warning, and the bridge still
// works afterwards. The corpus includes fields hidden under `__proto__`, which only the object
// form turns into a prototype. The PRNG is seeded, so a failure reproduces; the failing message
// is printed.
import { describe, expect, it } from 'vitest';
import { hostResponse } from './envelope';
import { REQUESTS } from './protocol';
import { FakeHost } from './testing/fakeHost';
import { SAMPLE_TOKEN, clone, createFuzzer, deliveryForms, sampleHostMessages, type Json } from './testing/mutations';

const COUNT = 12_000;

const HOSTILE: unknown[] = [
  {
    get bridge() {
      throw new Error('getter');
    },
  },
  new Proxy({}, { has: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); } }),
  Object.create(null),
  () => 1,
  Symbol('s'),
  10n,
  'x'.repeat(100_000),
  '['.repeat(5_000),
];

describe('fuzz', () => {
  it(`drops ${COUNT} random and malformed messages, as text and as objects, without one exception or acceptance`, async () => {
    const { int, pick, randomValue, breakers, envelopeBreakers } = createFuzzer(20240611);
    const host = new FakeHost();
    const bridge = host.createBridge();
    bridge.start();
    await bridge.whenSettled();
    const nextSignIn = host.nextRequest(REQUESTS.platformSignIn);
    const call = bridge.call(REQUESTS.platformSignIn, {});
    const request = await nextSignIn;
    const isOpen = () => (bridge as unknown as { pending: Map<string, unknown> }).pending.has(request.id);

    const accepted: unknown[] = [];
    bridge.theme.subscribe((value) => accepted.push(value));
    bridge.auth.subscribe((value) => accepted.push(value));
    bridge.files.subscribe((value) => accepted.push(value));
    bridge.resumes.subscribe(() => accepted.push('resume'));
    // Valid messages to mutate; their responses answer no open request, so they are dropped however mutated.
    const templates = sampleHostMessages(bridge.loadId, `${bridge.loadId}.999`);
    // The answer to the open call, broken at the envelope: it must not end the call. (A good
    // envelope with a broken result does end it, as INVALID: see client.test.ts.)
    const openCallAnswer = hostResponse(bridge.loadId, request.id, { ok: true, data: { identityToken: SAMPLE_TOKEN } }) as unknown as Json;
    const warningsBefore = host.warnings.length;
    const acceptedBefore = bridge.stats.accepted; // the hello answer
    let deliveries = 0;

    for (let i = 0; i < COUNT; i++) {
      let message: unknown;
      const roll = i < HOSTILE.length ? -1 : int(10);
      if (roll === -1) message = HOSTILE[i];
      else if (roll < 3) message = randomValue();
      else if (roll < 4) message = JSON.stringify(randomValue());
      else if (roll < 5) message = pick(envelopeBreakers)(clone(openCallAnswer));
      else message = pick(breakers)(clone(pick(templates)));
      for (const form of deliveryForms(message)) {
        deliveries++;
        try {
          host.deliver(form);
        } catch (error) {
          throw new Error(`message ${i} threw ${String(error)} as ${typeof form}: ${safeText(message)}`, { cause: error });
        }
        if (accepted.length || !isOpen() || bridge.stats.accepted !== acceptedBefore) {
          throw new Error(`message ${i} was accepted as ${typeof form}: ${safeText(message)}`);
        }
      }
    }

    expect(isOpen()).toBe(true);
    expect(deliveries).toBeGreaterThan(COUNT * 1.8); // nearly every message went both ways
    expect(host.warnings.length - warningsBefore).toBe(deliveries);
    expect(({} as Json).polluted).toBeUndefined();
    // Still working afterwards: the genuine answer is the one that ends the open call.
    host.reply(request, { ok: true, data: { identityToken: SAMPLE_TOKEN } });
    expect(await call).toEqual({ ok: true, data: { identityToken: SAMPLE_TOKEN } });
    host.pushTheme('4d5052');
    host.pushResume();
    expect(accepted).toEqual(['4d5052', 'resume']);
  });
});

function safeText(value: unknown): string {
  try {
    return typeof value === 'string' ? value.slice(0, 300) : String(JSON.stringify(value)).slice(0, 300);
  } catch {
    return typeof value;
  }
}
