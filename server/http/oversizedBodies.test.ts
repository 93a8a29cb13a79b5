// Over a real socket: the framework's own refusal closed the connection while the client was
// still sending, which no inject() can show.
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_URL } from '../routes/upload';
import { useTestApp } from '../testing/useTestApp';
import { UPLOAD_MAX_BYTES } from '../../src/lib/sketchRules';

const t = useTestApp();
let origin: string;

beforeAll(async () => {
  const app: FastifyInstance = t.app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

async function send(path: string, body: Blob | string, type: string) {
  const response = await fetch(origin + path, { method: 'POST', body, headers: { 'content-type': type, accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * Sends `bytes` bytes as a browser does (length declared, sent in pieces as the network takes
 * them) and tells what the client saw: the answer, or the connection failing under it.
 */
function upload(path: string, bytes: number): Promise<{ status: number; body: string } | { failed: string }> {
  return new Promise((resolve) => {
    const url = new URL(path, origin);
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=sketchery', 'content-length': bytes, accept: 'application/json' } });
    let failed: string | null = null;
    request.on('error', (error: NodeJS.ErrnoException) => {
      failed = error.code ?? error.message;
      resolve({ failed });
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => setTimeout(() => resolve(failed ? { failed } : { status: response.statusCode ?? 0, body }), 50));
    });
    const piece = Buffer.alloc(64 * 1024);
    let sent = 0;
    const sendMore = () => {
      while (sent < bytes && !failed) {
        const size = Math.min(piece.length, bytes - sent);
        sent += size;
        if (!request.write(size === piece.length ? piece : piece.subarray(0, size))) return void request.once('drain', sendMore);
      }
      request.end();
    };
    sendMore();
  });
}

describe('a body larger than its route takes', () => {
  it('is answered 413 with the JSON error, not a dropped connection: a 20 MB upload', async () => {
    const seen = await upload(UPLOAD_URL, 20 * 1024 * 1024);
    expect(seen).toEqual({ status: 413, body: JSON.stringify({ error: 'too_large', message: 'The request body is too large.' }) });
  });

  it('is answered 413 on a JSON route, and the connection still serves the next request', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) });
    expect(await send('/api/v2/comment/post', big, 'application/json')).toEqual({ status: 413, body: { error: 'too_large', message: 'The request body is too large.' } });
    expect((await fetch(`${origin}/api/v2/user/me`, { headers: { accept: 'application/json' } })).status).toBe(200);
  });

  it('leaves a body within the limit to the route (an image one byte over the upload limit gets its own answer)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: 'image/png' }), 'big.png');
    const response = await fetch(origin + UPLOAD_URL, { method: 'POST', body: form, headers: { accept: 'application/json' } });
    expect(response.status).not.toBe(413); // a visitor: refused by the route, after the body was read
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});
