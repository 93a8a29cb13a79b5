// @vitest-environment node
// Bad input on every route: each route's valid sample (routeSamples.ts) spoiled one part at a
// time (wrong types, 100 KB and 1 MB strings, negative and huge ids, arrays for scalars,
// __proto__ keys, non-object and unreadable bodies, wrong content types). Every answer is below
// 500 and an error has the JSON error shape; the strict variants (which no route may accept)
// are all 4xx and write nothing, and a snapshot of the whole store is the same before and after
// them. Missing fields and values some inputs take by design are sent too, as lenient variants:
// never a 500.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testApp';
import { useTestApp } from '../useTestApp';
import { expectShape } from '../expectShape';
import { ErrorBodySchema } from '../../../src/api/schemas/common';
import { setUpFixtures, tinyPng, uploadForm, writesSoFar, type Fixtures } from './fixtures';
import { COVERED_ELSEWHERE, pathOf, ROUTE_SAMPLES, type RouteSample } from './routeSamples';
import { recordSecuritySummary } from './summary';

const t = useTestApp();
let f: Fixtures;
beforeAll(() => {
  f = setUpFixtures(t);
});

const MB = 1024 * 1024;
const PATH_VALUES = ['-1', '0', '99999999999999999999', 'abc', '1.5', 'x'.repeat(5000), '..%2F..%2Fdata%2Fsecret.key', '%00', '%2e%2e'];
const QUERY_VALUES: (string | string[])[] = ['-1', '1e21', 'x'.repeat(100_000), ['1', '2']];
const FIELD_VALUES: unknown[] = [{ nested: {} }, [1], [[1]], -1, 1e21, 'x'.repeat(100_000)];
const RAW_BODIES: [string, string, string][] = [
  ['an array', 'application/json', '[]'],
  ['10,000 nested arrays', 'application/json', '['.repeat(10_000) + ']'.repeat(10_000)],
  ['null', 'application/json', 'null'],
  ['a string', 'application/json', '"text"'],
  ['a number', 'application/json', '42'],
  ['a __proto__ key', 'application/json', '{"__proto__": {"admin": true}}'],
  ['a constructor.prototype key', 'application/json', '{"constructor": {"prototype": {"admin": true}}}'],
  ['unreadable JSON', 'application/json', '{"a": '],
  ['a 1 MB string', 'application/json', JSON.stringify({ text: 'x'.repeat(MB + 1024) })],
  ['XML', 'application/xml', '<body/>'],
];

interface Sent {
  query?: Record<string, string | string[]>;
  body?: unknown;
  raw?: { type: string; payload: string | Buffer };
  params?: Record<string, string>;
}

interface Variant {
  what: string;
  /** No route may accept it: a 4xx that writes nothing. */
  strict: boolean;
  sent: Sent;
}

function querystring(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const one of [value].flat()) search.append(name, one);
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send(client: TestClient, sample: RouteSample, sent: Sent): Promise<LightMyRequestResponse> {
  const method = sample.route.split(' ')[0] as 'GET' | 'POST';
  const url = pathOf(sample.route, sent.params ?? sample.params?.(f)) + querystring(sent.query ?? sample.query?.(f) ?? {});
  const headers: Record<string, string> = { accept: 'application/json', cookie: client.jar.header() };
  if (method === 'GET') return t.app.inject({ method, url, headers });
  headers['x-csrf-token'] = await client.primeCsrf();
  headers.cookie = client.jar.header();
  if (sent.raw) return t.app.inject({ method, url, headers: { ...headers, 'content-type': sent.raw.type }, payload: sent.raw.payload });
  const body = 'body' in sent ? sent.body : sample.body?.(f);
  if (sample.multipart && body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]));
    const encoded = new Request('http://local/', { method: 'POST', body: uploadForm(fields, tinyPng()) });
    return t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }
  return t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body ?? {}) });
}

function variantsOf(sample: RouteSample): Variant[] {
  const variants: Variant[] = [];
  const params = sample.params?.(f) ?? {};
  const query = sample.query?.(f) ?? {};
  const body = sample.body?.(f);
  const anyValue = (name: string) => sample.anyValue?.includes(name) ?? false;
  for (const name of Object.keys(params)) {
    for (const value of PATH_VALUES) {
      variants.push({ what: `path :${name} = ${value.slice(0, 24)}`, strict: !anyValue(name), sent: { params: { ...params, [name]: value } } });
    }
  }
  for (const name of Object.keys(query)) {
    for (const value of QUERY_VALUES) {
      variants.push({ what: `query ${name} = ${JSON.stringify(value).slice(0, 24)}`, strict: !anyValue(name), sent: { query: { ...query, [name]: value } } });
    }
    const { [name]: _dropped, ...rest } = query;
    variants.push({ what: `query without ${name}`, strict: false, sent: { query: rest } });
  }
  if (sample.route.startsWith('GET ')) {
    variants.push({ what: 'query with __proto__ and constructor keys', strict: false, sent: { query: { ...query, ['__proto__']: 'x', 'constructor[prototype][x]': '1' } } });
  }
  if (sample.route.startsWith('POST ')) {
    for (const [what, type, payload] of RAW_BODIES) variants.push({ what: `body: ${what}`, strict: true, sent: { raw: { type, payload } } });
    if (sample.multipart) variants.push({ what: 'body: 20 MB', strict: true, sent: { raw: { type: 'multipart/form-data; boundary=x', payload: Buffer.alloc(20 * MB) } } });
  }
  if (body) {
    for (const name of Object.keys(body)) {
      // A form field is text: only text can be wrong there.
      const values = sample.multipart ? ['x'.repeat(100_000)] : FIELD_VALUES;
      for (const value of values) {
        variants.push({ what: `field ${name} = ${JSON.stringify(value).slice(0, 24)}`, strict: !anyValue(name), sent: { body: { ...body, [name]: value } } });
      }
      const { [name]: _dropped, ...rest } = body;
      variants.push({ what: `body without ${name}`, strict: false, sent: { body: rest } });
    }
  }
  return variants;
}

/** A digest of every table but the sessions (signing clients in writes those). */
function storeDigest(): string {
  const db = t.app.ctx.db;
  const hash = createHash('sha256');
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'sessions' ORDER BY name").pluck().all() as string[];
  for (const table of tables) {
    hash.update(table);
    for (const row of db.prepare(`SELECT * FROM "${table}"`).raw().iterate()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

const tally = { routes: 0, strict: 0, lenient: 0, refused: 0, accepted: 0, serverErrors: 0, writesOnRefusal: 0, notJsonErrors: 0 };

/** Sends the variants; returns the problems (a 500, an error not in the shape, a strict one accepted or writing). */
async function exercise(sample: RouteSample, variants: Variant[]): Promise<string[]> {
  const client = await t.clientAs(sample.as === 'visitor' ? null : f.userOf[sample.as ?? 'artist']);
  const problems: string[] = [];
  for (const variant of variants) {
    const before = writesSoFar(t);
    const response = await send(client, sample, variant.sent);
    const wrote = writesSoFar(t) !== before;
    const status = response.statusCode;
    tally[variant.strict ? 'strict' : 'lenient'] += 1;
    if (status >= 500) {
      tally.serverErrors += 1;
      problems.push(`${variant.what}: ${status} ${response.body.slice(0, 200)}`);
    }
    if (status >= 400) {
      tally.refused += 1;
      try {
        expectShape(ErrorBodySchema, response.json());
      } catch {
        tally.notJsonErrors += 1;
        problems.push(`${variant.what}: ${status} without the error shape: ${response.body.slice(0, 120)}`);
      }
      if (wrote) {
        tally.writesOnRefusal += 1;
        problems.push(`${variant.what}: refused with ${status} but wrote to the store`);
      }
    } else {
      tally.accepted += 1;
      if (variant.strict) problems.push(`${variant.what}: accepted with ${status}`);
    }
  }
  return problems;
}

describe('bad input', () => {
  it('has a sample for every route the app registers', () => {
    const registered = new Set(t.app.guardedRoutes.map((route) => `${route.method} ${route.url}`));
    const sampled = new Set([...ROUTE_SAMPLES.map((sample) => sample.route), ...Object.keys(COVERED_ELSEWHERE)]);
    expect([...registered].filter((route) => !sampled.has(route))).toEqual([]);
    expect([...sampled].filter((route) => !registered.has(route))).toEqual([]);
  });

  describe('that no route may accept', () => {
    let digestBefore = '';
    beforeAll(() => {
      digestBefore = storeDigest();
    });

    it.each(ROUTE_SAMPLES.map((sample) => [sample.route, sample] as const))('%s: 4xx, error shape, nothing written', async (_route, sample) => {
      tally.routes += 1;
      expect(await exercise(sample, variantsOf(sample).filter((variant) => variant.strict))).toEqual([]);
    });

    it('left the store as it was', () => {
      expect(storeDigest()).toBe(digestBefore);
    });
  });

  describe('that a route may take (missing optional fields, free text), and the sample itself', () => {
    it.each(ROUTE_SAMPLES.map((sample) => [sample.route, sample] as const))('%s: the sample passes; never a 500', async (_route, sample) => {
      // The unspoiled sample passes, so the strict variants were refused for their input, not by a guard.
      const client = await t.clientAs(sample.actingAs ? f.userOf.moderator : sample.as === 'visitor' ? null : f.userOf[sample.as ?? 'artist']);
      if (sample.actingAs) expect((await client.post('/api/v2/admin/impersonate', { userId: f.userOf[sample.actingAs] })).statusCode).toBe(200);
      const response = await send(client, sample, {});
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(400);
      expect(await exercise(sample, variantsOf(sample).filter((variant) => !variant.strict))).toEqual([]);
    });
  });
});

afterAll(() => {
  recordSecuritySummary('badInput', {
    routes: tally.routes,
    badInputs: tally.strict,
    lenientInputs: tally.lenient,
    refused: tally.refused,
    acceptedLenient: tally.accepted,
    serverErrors: tally.serverErrors,
    errorsWithoutShape: tally.notJsonErrors,
    writesOnRefusal: tally.writesOnRefusal,
  });
});
