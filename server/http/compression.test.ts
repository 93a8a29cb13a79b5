// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { chooseEncoding, compressBody } from './compression';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v2/index/recentSketches?page=1';
const fetchAs = (acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: { accept: 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('compression of the server’s own answers', () => {
  it('sends API JSON as br, gzip or identity by Accept-Encoding, always with Vary', async () => {
    const plain = await fetchAs();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024); // big enough to be compressed
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await fetchAs('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await fetchAs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    for (const response of [plain, br, gzip]) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('leaves small answers alone', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/v2/user/me', headers: { accept: 'application/json', 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ user: null, moderator: null });
  });

  it('prefers br, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*;q=0')).toBeNull();
  });

  it('compresses a big body once while it is among the last few, and a small one every time', async () => {
    const page = Buffer.from(`<p>${'a sketch of a cat '.repeat(2000)}</p>`);
    const first = compressBody(page, 'br');
    expect(compressBody(Buffer.from(page), 'br')).toBe(first);
    expect(brotliDecompressSync(await first).equals(page)).toBe(true);
    const gzipped = compressBody(page, 'gzip');
    expect(gzipped).not.toBe(first);
    expect(gunzipSync(await gzipped).equals(page)).toBe(true);
    const other = Buffer.from(`<p>${'a sketch of a dog '.repeat(2000)}</p>`);
    expect(brotliDecompressSync(await compressBody(other, 'br')).equals(other)).toBe(true);
    // Sixteen other big bodies later, the first content is compressed anew; the same Buffer (a
    // finished page sent again, spa.ts) still has its compression, found without hashing it.
    for (let i = 0; i < 16; i++) await compressBody(Buffer.from(`${i}${'x'.repeat(20_000)}`), 'br');
    expect(compressBody(Buffer.from(page), 'br')).not.toBe(first);
    expect(compressBody(page, 'br')).toBe(first);
    const small = Buffer.from('{"a":1}'.repeat(200));
    expect(compressBody(small, 'br')).not.toBe(compressBody(small, 'br'));
  });
});
