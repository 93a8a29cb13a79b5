// @vitest-environment node
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/lib/sketchRules';
import { UPLOADS_DIR } from '../images/sketchSource';
import { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { ErrorBodySchema, IdResponseSchema } from '../../src/api/schemas/common';
import { UploadInfoSchema } from '../../src/api/schemas/upload';
import { expectShape } from '../testing/expectShape';

const t = useTestApp();
const ada = t.client(1);

function image(width: number, height: number, type: 'png' | 'jpeg' = 'png'): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e0409a';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#20c0f0';
  ctx.fillRect(0, 0, Math.ceil(width / 2), height);
  return type === 'png' ? canvas.encodeSync('png') : canvas.encodeSync('jpeg', 90);
}

async function upload(client: TestClient, fields: Record<string, string>, file: Buffer | null, name = 'sketch.png', csrf = true) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const token = await client.primeCsrf();
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/upload/sketch',
    headers: {
      accept: 'application/json',
      'content-type': request.headers.get('content-type')!,
      cookie: client.jar.header(),
      ...(csrf && { 'x-csrf-token': token }),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const sketchCount = () => t.query<{ n: number }>('SELECT count(*) AS n FROM sketches')[0]!.n;

describe('GET /api/v2/upload/sketch', () => {
  it('tells a signed-in user what the upload page offers', async () => {
    const info = expectShape(UploadInfoSchema, (await ada.get('/api/v2/upload/sketch')).json());
    expect(info).toMatchObject({ showMature: false, uploadUrl: '/api/v2/upload/sketch', userPro: false });
    expect(info.tags.length).toBeGreaterThan(3);
    const paolo = new TestClient(t.app);
    await paolo.signIn(2);
    expect(expectShape(UploadInfoSchema, (await paolo.get('/api/v2/upload/sketch')).json()).userPro).toBe(true);
  });

  it('is 401 for a visitor and 403 for a banned user', async () => {
    expect((await new TestClient(t.app).get('/api/v2/upload/sketch')).statusCode).toBe(401);
    const bea = new TestClient(t.app);
    await bea.signIn(6);
    expect((await bea.get('/api/v2/upload/sketch')).statusCode).toBe(403);
  });
});

describe('POST /api/v2/upload/sketch', () => {
  it('stores a PNG, creates the sketch with its size and tags, and serves its images', async () => {
    const response = await upload(ada, { title: 'Uploaded harbour', description: 'From the web', tags: 'sea, #Boats', mature: 'true' }, image(300, 200));
    expect(response.statusCode).toBe(200);
    const { id } = expectShape(IdResponseSchema, response.json());
    const row = t.query<Record<string, unknown>>('SELECT user_id, title, description, width, height, mature, format, upload_file FROM sketches WHERE id = ?', id)[0]!;
    // Ada does not see mature content, so she cannot mark her own as mature.
    expect(row).toMatchObject({ user_id: 1, title: 'Uploaded harbour', description: 'From the web', width: 300, height: 200, mature: 0, format: 'png' });
    expect(existsSync(path.join(t.dataDir, UPLOADS_DIR, String(row.upload_file)))).toBe(true);
    expect(t.query<{ tag: string }>('SELECT tag FROM sketch_tags WHERE sketch_id = ? ORDER BY tag', id).map((r) => r.tag)).toEqual(['boats', 'sea']);

    // The image routes draw the uploaded picture, not procedural art: left half blue, right half pink.
    const jpeg = await t.app.inject({ method: 'GET', url: `/img/sketch/${id}/150.jpg` });
    expect(jpeg.statusCode).toBe(200);
    const picture = await loadImage(jpeg.rawPayload);
    expect([picture.width, picture.height]).toEqual([150, 100]);
    const canvas = createCanvas(150, 100);
    canvas.getContext('2d').drawImage(picture, 0, 0);
    const [lr, lg, lb] = canvas.getContext('2d').getImageData(20, 50, 1, 1).data;
    const [rr, , rb] = canvas.getContext('2d').getImageData(130, 50, 1, 1).data;
    expect(lb! > 200 && lr! < 80 && lg! > 150).toBe(true);
    expect(rr! > 200 && rb! > 120).toBe(true);
    const png = await ada.get(`/img/sketch/${id}/full.png`, { accept: 'image/png' });
    expect((await loadImage(png.rawPayload)).width).toBe(300);
    // Used as an avatar, the uploaded picture fills the square.
    const avatar = await t.app.inject({ method: 'GET', url: `/img/avatar/1-${id}/50.jpg` });
    expect(avatar.statusCode).toBe(200);
    expect((await loadImage(avatar.rawPayload)).width).toBe(50);
    // A picture already drawn is found by its key alone: neither its ETag's 304 nor the cached
    // file reads the upload again (here it is gone).
    rmSync(path.join(t.dataDir, UPLOADS_DIR, String(row.upload_file)));
    expect((await t.app.inject({ method: 'GET', url: `/img/sketch/${id}/150.jpg`, headers: { 'if-none-match': String(jpeg.headers.etag) } })).statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: `/img/sketch/${id}/150.jpg` })).rawPayload.equals(jpeg.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/img/avatar/1-${id}/50.jpg` })).statusCode).toBe(200);
  });

  it('removes a deleted sketch\'s file and never gives its id to a new one: its picture\'s address, kept by browsers, would show the deleted picture', async () => {
    const first = expectShape(IdResponseSchema, (await upload(ada, { title: 'Soon gone', key: 'soon-gone' }, image(64, 48))).json()).id;
    const file = path.join(t.dataDir, UPLOADS_DIR, t.one<{ upload_file: string }>('SELECT upload_file FROM sketches WHERE id = ?', first).upload_file);
    expect(existsSync(file)).toBe(true);
    expect((await ada.post(`/api/v2/sketch/${first}`, { action: 'delete' })).statusCode).toBe(200);
    expect(existsSync(file)).toBe(false); // a deleted picture is not kept
    expect(t.query('SELECT 1 FROM sketches WHERE id = ?', first)).toHaveLength(0);
    const next = expectShape(IdResponseSchema, (await upload(ada, { title: 'After it', key: 'after-gone' }, image(64, 48))).json()).id;
    expect(next).toBe(first + 1);
  });

  it('makes one sketch of an upload retried with its key, also while the first is still being stored', async () => {
    // A browser sends the form again when its connection dropped before the answer came.
    const before = sketchCount();
    const fields = { title: 'Sent twice', key: 'retried-upload' };
    const [first, retry] = await Promise.all([upload(ada, fields, image(64, 48)), upload(ada, fields, image(64, 48))]);
    const { id } = expectShape(IdResponseSchema, first.json());
    expect(expectShape(IdResponseSchema, retry.json()).id).toBe(id);
    expect(sketchCount()).toBe(before + 1);
    // Another upload (a new key) is another sketch; a refused one keeps nothing, so it may be sent again.
    expect((await upload(ada, { ...fields, key: 'another-upload' }, image(64, 48))).statusCode).toBe(200);
    expect((await upload(ada, { title: 'Private', privateFile: 'true', key: 'refused-once' }, image(64, 48))).statusCode).toBe(403);
    expect((await upload(ada, { title: 'Public', key: 'refused-once' }, image(64, 48))).statusCode).toBe(200);
    expect(sketchCount()).toBe(before + 3);
  });

  it('splits tags at commas only: a space inside a tag joins its words', async () => {
    const { id } = expectShape(IdResponseSchema, (await upload(ada, { tags: 'qa, test tag' }, image(20, 20))).json());
    expect(t.query<{ tag: string }>('SELECT tag FROM sketch_tags WHERE sketch_id = ? ORDER BY tag', id).map((r) => r.tag)).toEqual(['qa', 'test-tag']);
  });

  it('keeps a patron’s private file and watermark choices, and refuses them to others', async () => {
    const paolo = new TestClient(t.app);
    await paolo.signIn(2);
    const response = await upload(paolo, { privateFile: 'true', watermark: 'true' }, image(20, 20));
    expect(response.statusCode).toBe(200);
    const row = t.query<{ private_file: number; watermark: number }>('SELECT private_file, watermark FROM sketches WHERE id = ?', expectShape(IdResponseSchema, response.json()).id)[0]!;
    expect(row).toEqual({ private_file: 1, watermark: 1 });
    const before = sketchCount();
    for (const fields of [{ privateFile: 'true' }, { watermark: 'true' }] as Record<string, string>[]) {
      const refused = await upload(ada, fields, image(20, 20));
      expect(refused.statusCode).toBe(403);
      expect(expectShape(ErrorBodySchema, refused.json()).message).toBe('A private sketch file and a watermark are patron features.');
    }
    expect(sketchCount()).toBe(before);
  });

  it('accepts a JPEG at exactly 4000 pixels', async () => {
    const response = await upload(ada, {}, image(4000, 8, 'jpeg'), 'wide.jpg');
    expect(response.statusCode).toBe(200);
    const row = t.query<{ format: string; width: number }>('SELECT format, width FROM sketches WHERE id = ?', expectShape(IdResponseSchema, response.json()).id)[0]!;
    expect(row).toEqual({ format: 'jpg', width: 4000 });
  });

  it('refuses more than 4000 pixels on either side', async () => {
    const before = sketchCount();
    for (const [w, h] of [[4001, 4], [4, 4001]] as const) {
      const response = await upload(ada, {}, image(w, h));
      expect(response.statusCode).toBe(400);
      expect(expectShape(ErrorBodySchema, response.json()).message).toBe(`That image is ${w.toLocaleString('en-US')} × ${h.toLocaleString('en-US')} pixels; the largest is 4,000 pixels on either side.`);
    }
    expect(sketchCount()).toBe(before);
  });

  it('refuses a file over 16777216 bytes', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    image(2, 2).copy(big);
    const before = sketchCount();
    const response = await upload(ada, {}, big);
    expect(response.statusCode).toBe(413);
    expect(expectShape(ErrorBodySchema, response.json()).message).toContain('the largest upload is 16,777,216 bytes (16 MB)');
    expect(sketchCount()).toBe(before);
  });

  it('refuses what is not a PNG or JPEG by its bytes, whatever its name', async () => {
    const before = sketchCount();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const response = await upload(ada, {}, gif, 'fake.png');
    expect(response.statusCode).toBe(415);
    expect(expectShape(ErrorBodySchema, response.json()).message).toBe('Only PNG and JPEG images can be uploaded.');
    const broken = Buffer.concat([image(2, 2).subarray(0, 12), Buffer.alloc(30)]);
    expect((await upload(ada, {}, broken)).statusCode).toBe(400);
    expect(sketchCount()).toBe(before);
  });

  it('needs a file, a valid title and a JSON-free multipart body', async () => {
    expect((await upload(ada, { title: 'No file' }, null)).statusCode).toBe(400);
    expect((await upload(ada, { title: 'x'.repeat(101) }, image(4, 4))).statusCode).toBe(400);
    expect((await upload(ada, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }, image(4, 4))).statusCode).toBe(400);
    expect((await ada.post('/api/v2/upload/sketch', { title: 'json' })).statusCode).toBe(400);
  });

  it('is 401 for a visitor, 403 without the CSRF token', async () => {
    const before = sketchCount();
    expect((await upload(new TestClient(t.app), {}, image(4, 4))).statusCode).toBe(401);
    expect((await upload(ada, {}, image(4, 4), 'a.png', false)).statusCode).toBe(403);
    expect(sketchCount()).toBe(before);
  });
});
