// Compresses the server's own text answers (API JSON, index.html, error texts) by the request's
// Accept-Encoding: br, else gzip. Files of the built client are not touched here: the build
// compressed them once and spa.ts sends those files (streams). Small bodies are sent as they are.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const MIN_BYTES = 1024;
// The callback forms compress on libuv's thread pool, beside the one JavaScript thread: a
// rendered page takes milliseconds to compress, which the thread spends on the next request.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Bodies this big are looked up by their content before they are compressed: a page rendered for
// visitors goes out the same to each of them for a second (visitorRenders.ts), as does a feed's
// first page, and compressing a rendered home takes about 2 ms where hashing it takes a tenth.
const REMEMBERED_MIN_BYTES = 16 * 1024;
const REMEMBERED_BODIES = 16;
const compressedByContent = new Map<string, Promise<Buffer>>();
/** The same bytes sent again (a finished page, spa.ts, keeps its Buffer) are found without hashing them again. */
const compressedBuffers = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

type Encoding = 'br' | 'gzip';

function compressNow(body: Buffer, encoding: Encoding): Promise<Buffer> {
  // Per request, so fast settings: most of the gain at a fraction of the time of the maximum.
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/** `body` compressed, the same answer for the same Buffer, and for the same content among the last few big bodies. */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length < REMEMBERED_MIN_BYTES) return compressNow(body, encoding);
  const sameBuffer = compressedBuffers.get(body)?.[encoding];
  if (sameBuffer) return sameBuffer;
  const compressed = compressedByContentOf(body, encoding);
  const kept = compressedBuffers.get(body) ?? {};
  kept[encoding] = compressed;
  compressedBuffers.set(body, kept);
  // A failure is not kept for these bytes either.
  compressed.catch(() => kept[encoding] === compressed && delete kept[encoding]);
  return compressed;
}

function compressedByContentOf(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
  let compressed = compressedByContent.get(key);
  compressedByContent.delete(key);
  if (!compressed) {
    const made = compressNow(body, encoding);
    // A failure is not kept: the next request with this body compresses it again.
    made.catch(() => compressedByContent.get(key) === made && compressedByContent.delete(key));
    compressed = made;
  }
  // The newest last (a Map keeps insertion order), the oldest dropped first.
  compressedByContent.set(key, compressed);
  if (compressedByContent.size > REMEMBERED_BODIES) compressedByContent.delete(compressedByContent.keys().next().value!);
  return compressed;
}

const COMPRESSIBLE = /^(application\/json|text\/html|text\/plain)/;

/** The encoding to answer with: br before gzip, neither when refused with q=0. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function addVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streamed files
    if (reply.getHeader('content-encoding') || request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < MIN_BYTES) return payload;
    reply.header('vary', addVary(reply.getHeader('vary')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressBody(body, encoding);
  });
}
