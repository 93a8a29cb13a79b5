// Seeded random values and message mutations for the fuzz and schema tests. Each mutation
// turns a valid message into an invalid one (never valid by accident), so "nothing accepted"
// is a fair expectation.
import { hostEvent, hostResponse, pageEvent, pageRequest } from '../envelope';
import { REQUESTS } from '../protocol';

export type Json = Record<string, unknown>;
export type Breaker = (message: Json) => unknown;

export function createFuzzer(seed: number) {
  const random = prng(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEF0123456789#._-/:{}[]"\\ \u0000\u2028é😀';
  const randomString = (max = 24) => Array.from({ length: int(max) }, () => pick([...chars])).join('');

  function randomValue(depth = 0): unknown {
    switch (int(depth > 3 ? 6 : 9)) {
      case 0: return randomString();
      case 1: return random() * 1e6 - 5e5;
      case 2: return pick([true, false, null, 0, -1, 1.5, NaN, Infinity]);
      case 3: return pick(['', 'sketchery', 'response', 'event', 'theme', 'auth', 'file', '161616', 'signedIn']);
      case 4: return int(3);
      case 5: return undefined;
      case 6: return Array.from({ length: int(4) }, () => randomValue(depth + 1));
      default: {
        const keys = ['bridge', 'v', 'load', 'kind', 'id', 'name', 'payload', 'result', 'ok', 'data', 'error', 'hex', 'state', 'token', randomString(6)];
        return Object.fromEntries(Array.from({ length: int(6) }, () => [pick(keys), randomValue(depth + 1)]));
      }
    }
  }

  /** A replacement no field of that type accepts (strings: too long for any field). */
  function wrongTypeFor(value: unknown): unknown {
    if (typeof value === 'string') return pick([null, 42, [], {}, true, 'x'.repeat(5000)]);
    if (typeof value === 'number') return pick([null, '1', [], {}, true, 0.5]);
    if (typeof value === 'boolean') return pick([null, 'true', 1, [], {}]);
    return pick([null, 42, [], 'x', true]);
  }

  const anyPath = (m: Json, allowOptional = true) => at(m, pick(paths(m).filter((p) => p.length && (allowOptional || !isOptional(m, p)))));

  /**
   * One field of the message (`top`) or of any object in it moved under a `__proto__` key in its
   * place, returned as text (the only form that can carry such a key). Read as text, the key is an
   * unknown field; read as an object literal, it sets the prototype, and a page that read
   * inherited fields would see the field where it belongs.
   */
  const hideField = (m: Json, top: boolean): string => {
    const root: [Json, string] = [{ message: m }, 'message'];
    const nested = top
      ? []
      : paths(m)
          .filter((p) => p.length > 0)
          .map((p) => at(m, p)!)
          .filter(([parent, key]) => isObject(parent[key]));
    const [parent, key] = pick([root, ...nested]);
    const node = parent[key] as Json;
    const field = pick(Object.keys(node)) ?? 'extra'; // an empty object gets a field it must not have
    const { [field]: moved = 1, ...rest } = node;
    parent[key] = hideUnderProto(rest, { [field]: moved });
    return JSON.stringify(root[0].message);
  };

  /** Mutations at any depth (they may reach a response's result). */
  const anyDepthBreakers: Breaker[] = [
    (m) => hideField(m, false),
    (m) => { const p = anyPath(m, false); if (p) delete p[0][p[1]]; return m; },
    (m) => { const p = anyPath(m); if (p) p[0][p[1]] = wrongTypeFor(p[0][p[1]]); return m; },
    (m) => {
      const p = anyPath(m);
      const target = p && p[0][p[1]] && typeof p[0][p[1]] === 'object' ? (p[0][p[1]] as Json) : m;
      target['extra' + randomString(4)] = randomValue() ?? 0;
      return m;
    },
  ];

  /** Mutations that break the envelope itself, before a result is looked at. */
  const envelopeBreakers: Breaker[] = [
    (m) => ({ ...m, bridge: pick(['Sketchery', 'sketchery ', '', 'other', 1]) }),
    (m) => ({ ...m, v: pick([0, 2, '1', 1.5, -1, null]) }),
    (m) => ({ ...m, kind: pick(['Event', 'push', '', 0]) }),
    (m) => ({ ...m, name: pick(['Theme', 'logout', 'theme ', '__proto__', 'x' + randomString()]) }),
    (m) => ({ ...m, load: pick(['', 'short', 'has space in it', 'x'.repeat(65)]) }),
    (m) => JSON.stringify(m).slice(0, int(JSON.stringify(m).length - 1)),
    (m) => JSON.stringify(m).replace('{', '{"__proto__":{"polluted":true},'),
    (m) => hideField(m, true),
    (m) => `{"__proto__":${JSON.stringify(m)}}`, // the whole message under __proto__
    (m) => '\uFEFF' + JSON.stringify(m) + pick(['}', ',', 'x']),
    (m) => [m],
  ];

  return {
    random,
    int,
    pick,
    randomValue,
    anyDepthBreakers,
    envelopeBreakers,
    breakers: [...anyDepthBreakers, ...envelopeBreakers],
  };
}

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const clone = (value: Json): Json => JSON.parse(JSON.stringify(value));

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** A copy of `node` whose JSON text starts with a `"__proto__"` key holding `hidden`. */
function hideUnderProto(node: Json, hidden: Json): Json {
  const copy: Json = {};
  Object.defineProperty(copy, '__proto__', { value: hidden, enumerable: true, writable: true, configurable: true });
  return Object.assign(copy, node);
}

/**
 * Both ways a host can deliver one message (PROTOCOL.md §1): as text, and as the object that
 * evaluateJavaScript makes of the same text, a JavaScript object literal (where a `__proto__` key
 * sets the prototype). A value that has only one form (text that is not JSON, an object that
 * does not serialize) is delivered in that form alone.
 */
export function deliveryForms(message: unknown): unknown[] {
  if (typeof message === 'string') {
    try {
      JSON.parse(message); // JSON text is a literal: evaluating it runs no code
    } catch {
      return [message];
    }
    try {
      return [message, new Function(`return (${message});`)() as unknown]; // what evaluateJavaScript does with the text
    } catch {
      return [message]; // e.g. a duplicate __proto__ key, which a literal refuses
    }
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(message);
  } catch {
    text = undefined;
  }
  return typeof text === 'string' ? [message, text] : [message];
}

/** Every path to a value inside a message, so a mutation can hit any depth. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object') return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function at(root: Json, path: string[]): [Json, string] | null {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) node = (node as Json)[key];
  return path.length && node && typeof node === 'object' ? [node as Json, path[path.length - 1]!] : null;
}

/** The one optional field: a host event may leave out the load id. */
const isOptional = (m: Json, path: string[]) => m.kind === 'event' && path.length === 1 && path[0] === 'load';

export const SAMPLE_TOKEN = 'abc.def.ghi-0123456789';
const file = { source: { kind: 'url', url: 'https://cdn.example/s.png' }, name: 's.png', mimeType: 'image/png', size: 10 } as const;

/** One valid message of each kind the host sends (responses answer `responseId`). */
export function sampleHostMessages(load: string, responseId: string): Json[] {
  const ok = <T>(data: T) => ({ ok: true as const, data });
  return [
    hostEvent('theme', { hex: '161616' }),
    hostEvent('auth', { state: 'signedIn', token: SAMPLE_TOKEN }, load),
    hostEvent('auth', { state: 'signedOut' }),
    hostEvent('file', file),
    hostEvent('file', { ...file, source: { kind: 'handle', handle: 'h1' } }),
    hostEvent('resume', {}),
    hostEvent('resume', {}, load),
    hostResponse(load, responseId, ok({ version: 1, platform: 'ios', appVersion: '5.1', capabilities: ['upload.open'], theme: '4d5052', auth: null })),
    hostResponse(load, responseId, ok({ identityToken: SAMPLE_TOKEN })),
    hostResponse(load, responseId, ok({})),
    hostResponse(load, responseId, { ok: false, error: { code: 'CANCELLED', message: 'closed' } }),
  ] as unknown as Json[];
}

/** One valid message of each kind the page sends. */
export function samplePageMessages(load: string): Json[] {
  return [
    pageRequest(load, `${load}.1`, REQUESTS.hello, { versions: [1] }),
    pageRequest(load, `${load}.2`, REQUESTS.openUpload, {}),
    pageRequest(load, `${load}.3`, REQUESTS.startStream, {}),
    pageRequest(load, `${load}.4`, REQUESTS.platformSignIn, {}),
    pageRequest(load, `${load}.5`, REQUESTS.openSketch, { sketchId: 12, fileUrl: '/download/12.sketchery' }),
    pageEvent(load, 'ready'),
    pageEvent(load, 'cancel', { requestId: `${load}.4` }),
  ] as unknown as Json[];
}
