// Writes `name.br` and `name.gz` beside every text asset the server sends (JavaScript, CSS, HTML,
// SVG), at the highest levels: it is done once per build, and the server then sends the smaller
// file by the request's Accept-Encoding (server/http/spa.ts). Source maps and the build's own
// reports are left alone (developers' tools, not page loads).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSED_TYPES = /\.(js|css|html|svg)$/;

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else yield path;
  }
}

/** Compresses every text asset under `dir`; returns how many files got compressed siblings. */
export function writeCompressed(dir) {
  let count = 0;
  for (const file of filesIn(dir)) {
    if (!COMPRESSED_TYPES.test(file)) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    count++;
  }
  return count;
}
