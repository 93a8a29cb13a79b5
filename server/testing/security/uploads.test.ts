// @vitest-environment node
// Uploads that must be refused, whatever they claim to be: an SVG with a script, polyglots
// (a file that is a picture and something else at once), an empty file, an oversized file and
// other types. Each refusal is a 4xx in the error shape and leaves no sketch and no file. A
// picture carrying markup in its metadata is a picture: it is taken, but only ever redrawn,
// so the markup never leaves the server.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../src/lib/sketchRules';
import { UPLOADS_DIR } from '../../images/sketchSource';
import { TRAILING_DATA_MESSAGE } from '../../routes/upload';
import { useTestApp } from '../useTestApp';
import { expectShape } from '../expectShape';
import { ErrorBodySchema, IdResponseSchema } from '../../../src/api/schemas/common';
import { tinyPng, uploadForm } from './fixtures';
import { recordSecuritySummary } from './summary';

const t = useTestApp();
const ada = t.client(1);

const SCRIPT = '<script>__xss(1)</script>';
const jpeg = () => {
  const canvas = createCanvas(4, 4);
  canvas.getContext('2d').fillRect(0, 0, 4, 4);
  return canvas.encodeSync('jpeg', 80);
};

/** A PNG chunk: length, type, data, CRC (any CRC: only the chunk walk and the decoder read it). */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** A PNG with a text chunk holding markup, before its image data. */
function pngWithTextChunk(text: string): Buffer {
  const png = tinyPng();
  const afterHeader = 8 + 25; // signature, IHDR
  return Buffer.concat([png.subarray(0, afterHeader), chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), png.subarray(afterHeader)]);
}

const REFUSED: [string, Buffer, string, string, number][] = [
  ['an SVG with a script', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="__xss(1)">${SCRIPT}</svg>`), 'a.svg', 'image/svg+xml', 415],
  ['an SVG named and typed as a PNG', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`), 'a.png', 'image/png', 415],
  ['an HTML page named .png', Buffer.from(`<!doctype html><html>${SCRIPT}</html>`), 'a.png', 'image/png', 415],
  ['a GIF/JavaScript polyglot', Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;__xss(1);//', 'latin1'), 'a.gif', 'image/gif', 415],
  ['a PNG signature followed by HTML', Buffer.concat([tinyPng().subarray(0, 8), Buffer.from(`<html>${SCRIPT}</html>`)]), 'a.png', 'image/png', 400],
  ['a PNG with an HTML page after its end', Buffer.concat([tinyPng(), Buffer.from(`<html>${SCRIPT}</html>`)]), 'a.png', 'image/png', 400],
  ['a JPEG with an archive after its end', Buffer.concat([jpeg(), Buffer.from('PK\x03\x04polyglot-archive', 'latin1')]), 'a.jpg', 'image/jpeg', 400],
  ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', 400],
  ['a file over 16777216 bytes', Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_MAX_BYTES)]), 'big.png', 'image/png', 413],
  ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF'), 'a.pdf', 'application/pdf', 415],
  ['plain text', Buffer.from('just text'), 'a.txt', 'text/plain', 415],
  ['a WebP', Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1'), 'a.webp', 'image/webp', 415],
];

const sketchCount = () => t.one<{ n: number }>('SELECT count(*) AS n FROM sketches').n;
const uploadedFiles = () => {
  try {
    return readdirSync(path.join(t.dataDir, UPLOADS_DIR)).length;
  } catch {
    return 0;
  }
};
let refused = 0;

describe('uploads that are refused', () => {
  it.each(REFUSED)('%s', async (_name, bytes, name, type, status) => {
    const [sketches, files] = [sketchCount(), uploadedFiles()];
    const response = await ada.postMultipart('/api/v2/upload/sketch', uploadForm({ title: 'Refused' }, bytes, name, type));
    expect(response.statusCode).toBe(status);
    expectShape(ErrorBodySchema, response.json());
    expect([sketchCount(), uploadedFiles()]).toEqual([sketches, files]);
    refused += 1;
  });

  it('says why a picture with more after it is refused', async () => {
    const response = await ada.postMultipart('/api/v2/upload/sketch', uploadForm({}, Buffer.concat([tinyPng(), Buffer.from(SCRIPT)])));
    expect(response.json()).toEqual({ error: 'bad_upload', message: TRAILING_DATA_MESSAGE });
  });

  it('refuses a body over the upload limit before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/upload/sketch',
      headers: { 'content-type': 'multipart/form-data; boundary=x', cookie: ada.jar.header(), 'x-csrf-token': await ada.primeCsrf() },
      payload: Buffer.alloc(UPLOAD_MAX_BYTES + 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expectShape(ErrorBodySchema, response.json());
  });
});

describe('a picture with markup in its metadata', () => {
  it('is taken, and never served as it came: the images are redrawn', async () => {
    const response = await ada.postMultipart('/api/v2/upload/sketch', uploadForm({}, pngWithTextChunk(`<html>${SCRIPT}</html>`)));
    expect(response.statusCode).toBe(200);
    const { id } = expectShape(IdResponseSchema, response.json());
    for (const url of [`/img/sketch/${id}/200.jpg`, `/img/sketch/${id}/full.png`]) {
      const image = await ada.get(url, { accept: 'image/*' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.includes('<script')).toBe(false);
    }
  });
});

afterAll(() => {
  recordSecuritySummary('uploads', { refusedKinds: REFUSED.length, refused });
});
