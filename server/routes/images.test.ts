// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { namesEtag, OWNER_IMAGE_CACHE, PRIVATE_FILE_OWNER_ONLY, RESTRICTED_IMAGE_CACHE, SKETCH_IMAGE_CACHE } from './images';
import { IMMUTABLE_CACHE } from '../http/spa';
import { ALLOWED_IMAGE_WIDTHS, IMAGE_SIZE_STEPS } from '../images/sizes';
import { useTestApp } from '../testing/useTestApp';
import { expectShape } from '../testing/expectShape';
import { ErrorBodySchema } from '../../src/api/schemas/common';

const t = useTestApp();
const { ada, paolo, greta, gus, visitor } = t.demoClients();

const fetchImage = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp,*/*' } });
const sketchOf = (userId: number) =>
  t.query<{ id: number; width: number; height: number }>('SELECT id, width, height FROM sketches WHERE user_id = ? LIMIT 1', userId)[0]!;

async function dimensions(body: Buffer): Promise<{ width: number; height: number }> {
  const image = await loadImage(body);
  return { width: image.width, height: image.height };
}

describe('image sizes', () => {
  it('allows every spec step and its double up to 2048', () => {
    for (const step of IMAGE_SIZE_STEPS) {
      expect(ALLOWED_IMAGE_WIDTHS).toContain(step);
      if (step * 2 <= 2048) expect(ALLOWED_IMAGE_WIDTHS).toContain(step * 2);
    }
    expect(Math.max(...ALLOWED_IMAGE_WIDTHS)).toBe(2048);
    expect(ALLOWED_IMAGE_WIDTHS).not.toContain(2000);
  });
});

describe('GET /img/sketch/{id}/{size}.jpg', () => {
  it.each([[200], [768], [1536]])('renders width %i as a JPEG with the aspect ratio kept', async (width) => {
    const source = t.query<{ width: number; height: number }>('SELECT width, height FROM sketches WHERE id = 1')[0]!;
    const response = await fetchImage(`/img/sketch/1/${width}.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(SKETCH_IMAGE_CACHE);
    const size = await dimensions(response.rawPayload);
    expect(size.width).toBe(width);
    expect(size.height).toBe(Math.round((width * source.height) / source.width));
  });

  it('answers 304 to the ETag of the picture the browser holds, and 200 once the picture changed', async () => {
    const first = await fetchImage('/img/sketch/3/300.jpg');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/img/sketch/3/300.jpg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Turned: another picture, another ETag.
    t.write('UPDATE sketches SET orientation = 180 WHERE id = 3');
    const turned = await t.app.inject({ method: 'GET', url: '/img/sketch/3/300.jpg', headers: { 'if-none-match': etag } });
    expect(turned.statusCode).toBe(200);
    expect(turned.headers.etag).not.toBe(etag);
    t.write('UPDATE sketches SET orientation = 0 WHERE id = 3');
  });

  it('answers 304 to a weak ETag or a list that names the picture, and to *', () => {
    expect(namesEtag('"abc"', '"abc"')).toBe(true);
    expect(namesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(namesEtag('"x", W/"abc" ,"y"', '"abc"')).toBe(true);
    expect(namesEtag('*', '"abc"')).toBe(true);
    expect(namesEtag('"abcd", "ab"', '"abc"')).toBe(false);
    expect(namesEtag(undefined, '"abc"')).toBe(false);
  });

  it('lets other sites show a public picture (the thumbnail code), and no mature one', async () => {
    const shown = await fetchImage('/img/sketch/3/300.jpg');
    expect(shown.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const mature = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND mature = 0 LIMIT 1');
    t.write('UPDATE sketches SET mature = 1 WHERE id = ?', mature.id);
    try {
      const own = await ada.get(`/img/sketch/${mature.id}/300.jpg`, { accept: 'image/*' });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      t.write('UPDATE sketches SET mature = 0 WHERE id = ?', mature.id);
    }
    for (const url of ['/img/avatar/1/100.jpg', '/img/cover/1/400.jpg']) {
      expect((await fetchImage(url)).headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it("draws a watermarked sketch's copyright line into the pictures others see, not into the small ones or the artist's PNG", async () => {
    const sketch = t.query<{ id: number; width: number; created: string }>("SELECT id, width, created FROM sketches WHERE user_id = 2 AND width >= 800 AND upload_file IS NULL ORDER BY id LIMIT 1")[0]!;
    const pixels = async (url: string) => {
      const image = await loadImage((await fetchImage(url)).rawPayload);
      const canvas = createCanvas(image.width, image.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0);
      // The bottom right corner, where the line goes.
      return ctx.getImageData(Math.round(image.width * 0.6), Math.round(image.height * 0.85), Math.round(image.width * 0.38), Math.round(image.height * 0.13)).data;
    };
    const luminance = (data: Uint8ClampedArray) => {
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum += data[i]! + data[i + 1]! + data[i + 2]!;
      return sum / (data.length / 4);
    };
    const plain = await pixels(`/img/sketch/${sketch.id}/800.jpg`);
    const plainSmall = (await fetchImage(`/img/sketch/${sketch.id}/200.jpg`)).rawPayload;
    const plainEtag = (await fetchImage(`/img/sketch/${sketch.id}/800.jpg`)).headers.etag;
    t.write('UPDATE sketches SET watermark = 1 WHERE id = ?', sketch.id);
    const marked = await pixels(`/img/sketch/${sketch.id}/800.jpg`);
    // The translucent band darkens the corner where the line is (differences elsewhere are JPEG noise).
    expect(Math.abs(luminance(marked) - luminance(plain))).toBeGreaterThan(8);
    expect((await fetchImage(`/img/sketch/${sketch.id}/800.jpg`)).headers.etag).not.toBe(plainEtag);
    expect((await fetchImage(`/img/sketch/${sketch.id}/200.jpg`)).rawPayload.equals(plainSmall)).toBe(true);
    // Another name is another line: another picture.
    t.write("INSERT INTO patron_settings (user_id, slug, email_msg, email_fan, wm_name) VALUES (2, 'patronpaolo', 0, 0, 'Studio P') ON CONFLICT (user_id) DO UPDATE SET wm_name = 'Studio P'");
    const renamed = await fetchImage(`/img/sketch/${sketch.id}/800.jpg`);
    expect(existsSync(path.join(t.dataDir, 'img-cache', 'sketch', String(sketch.id)))).toBe(true);
    expect(renamed.statusCode).toBe(200);
    t.write('UPDATE sketches SET watermark = 0 WHERE id = ?', sketch.id);
    expect((await fetchImage(`/img/sketch/${sketch.id}/800.jpg`)).headers.etag).toBe(plainEtag);
  });

  it("shows a mature sketch's pictures only to its artist, viewers marked mature and moderators, a taken-down one's to its artist and the moderators, kept by no shared cache", async () => {
    const sketch = t.one<{ id: number; user_id: number }>('SELECT id, user_id FROM sketches WHERE user_id > 6 AND mature = 0 AND violation IS NULL AND unlisted = 0 ORDER BY id DESC LIMIT 1');
    const artist = await t.clientAs(sketch.user_id);
    t.write('UPDATE users SET mature = 0 WHERE id IN (1, 4)');
    t.write('UPDATE users SET mature = 1 WHERE id = 2');
    const answer = async (client: typeof ada) => {
      const response = await client.get(`/img/sketch/${sketch.id}/200.jpg`, { accept: 'image/*' });
      return response.statusCode === 200 ? String(response.headers['cache-control']) : response.statusCode;
    };
    expect(await answer(visitor)).toBe(SKETCH_IMAGE_CACHE);
    try {
      t.write('UPDATE sketches SET mature = 1 WHERE id = ?', sketch.id);
      expect([await answer(visitor), await answer(ada)]).toEqual([404, 404]);
      expect([await answer(paolo), await answer(artist), await answer(gus)]).toEqual([RESTRICTED_IMAGE_CACHE, RESTRICTED_IMAGE_CACHE, RESTRICTED_IMAGE_CACHE]);
      t.write("UPDATE sketches SET mature = 0, violation = 'inappropriate' WHERE id = ?", sketch.id);
      expect([await answer(visitor), await answer(ada), await answer(paolo)]).toEqual([404, 404, 404]);
      expect([await answer(gus), await answer(artist)]).toEqual([RESTRICTED_IMAGE_CACHE, RESTRICTED_IMAGE_CACHE]);
      // Marked as not a sketch, it is only left out of galleries: its page shows it to everyone.
      t.write("UPDATE sketches SET violation = 'notsketch' WHERE id = ?", sketch.id);
      expect([await answer(visitor), await answer(ada)]).toEqual([SKETCH_IMAGE_CACHE, SKETCH_IMAGE_CACHE]);
    } finally {
      t.write('UPDATE sketches SET mature = 0, violation = NULL WHERE id = ?', sketch.id);
    }
  });

  it('caches the rendered file on disk and serves the same bytes again', async () => {
    const first = await fetchImage('/img/sketch/2/150.jpg');
    expect(existsSync(path.join(t.dataDir, 'img-cache', 'sketch', '2', '150.jpg'))).toBe(true);
    const second = await fetchImage('/img/sketch/2/150.jpg');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('serves the original as PNG at full size', async () => {
    const sketch = t.query<{ id: number; width: number; height: number; userId: number }>(
      'SELECT id, width, height, user_id AS userId FROM sketches WHERE width <= 1024 ORDER BY id LIMIT 1',
    )[0]!;
    const owner = await t.clientAs(sketch.userId);
    const response = await owner.get(`/img/sketch/${sketch.id}/full.png`, { accept: 'image/png,*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(OWNER_IMAGE_CACHE);
    expect(await dimensions(response.rawPayload)).toEqual({ width: sketch.width, height: sketch.height });
    expect((await paolo.get(`/download/${sketch.id}.Sketchery`, { accept: '*/*' })).statusCode).toBe(200);
  });

  it.each([['401.jpg'], ['4096.jpg'], ['0.jpg'], ['200.png'], ['abc.jpg'], ['200']])('rejects %s with 400', async (file) => {
    const response = await fetchImage(`/img/sketch/1/${file}`);
    expect(response.statusCode).toBe(400);
    expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'bad_size', message: expect.stringContaining('768') });
  });

  it('answers 404 for an unknown sketch and 400 for a non-numeric id', async () => {
    const missing = await fetchImage('/img/sketch/999999/200.jpg');
    expect(missing.statusCode).toBe(404);
    expect(expectShape(ErrorBodySchema, missing.json())).toMatchObject({ error: 'not_found' });
    expect((await (await t.clientAs(1)).get('/img/sketch/999999/full.png')).statusCode).toBe(404);
    expect((await fetchImage('/img/sketch/abc/200.jpg')).statusCode).toBe(400);
  });
});

describe('avatars and covers', () => {
  it('renders a square avatar', async () => {
    const response = await fetchImage('/img/avatar/1/100.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await dimensions(response.rawPayload)).toEqual({ width: 100, height: 100 });
  });

  it('renders a cover with the 2048x506 proportions', async () => {
    const response = await fetchImage('/img/cover/1/1024.jpg');
    expect(response.statusCode).toBe(200);
    expect(await dimensions(response.rawPayload)).toEqual({ width: 1024, height: 253 });
  });

  it('renders an avatar from one of the user\'s own sketches, and no one else\'s', async () => {
    const own = await fetchImage(`/img/avatar/1-${sketchOf(1).id}/50.jpg`);
    expect(own.statusCode).toBe(200);
    expect(await dimensions(own.rawPayload)).toEqual({ width: 50, height: 50 });
    expect((await fetchImage(`/img/avatar/1-${sketchOf(2).id}/50.jpg`)).statusCode).toBe(404);
    const cover = await fetchImage(`/img/cover/1-${sketchOf(1).id}/400.jpg`);
    expect(await dimensions(cover.rawPayload)).toEqual({ width: 400, height: 99 });
  });

  it("keeps an avatar drawn for the user for good, and one made from a sketch as the sketch's picture: it changes when the sketch is turned", async () => {
    expect((await fetchImage('/img/avatar/1/100.jpg')).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const { id } = sketchOf(1);
    for (const kind of ['avatar', 'cover']) {
      const url = `/img/${kind}/1-${id}/400.jpg`;
      const first = await fetchImage(url);
      expect(first.headers['cache-control']).toBe(SKETCH_IMAGE_CACHE);
      const etag = String(first.headers.etag);
      expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      t.write('UPDATE sketches SET orientation = 180 WHERE id = ?', id);
      try {
        const turned = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
        expect(turned.statusCode).toBe(200);
        expect(turned.rawPayload.equals(first.rawPayload)).toBe(false);
      } finally {
        t.write('UPDATE sketches SET orientation = 0 WHERE id = ?', id);
      }
    }
  });

  it('draws the default picture, for everyone, in place of an avatar or cover whose sketch was taken down or marked mature, and the sketch again once it is put back', async () => {
    const { id } = sketchOf(1);
    const plain = (await fetchImage('/img/avatar/1/100.jpg')).rawPayload;
    const url = `/img/avatar/1-${id}/100.jpg`;
    const fromSketch = (await fetchImage(url)).rawPayload;
    expect(fromSketch.equals(plain)).toBe(false);
    for (const state of ["violation = 'inappropriate'", 'mature = 1']) {
      t.write(`UPDATE sketches SET ${state} WHERE id = ?`, id);
      try {
        for (const client of [visitor, ada]) {
          const hidden = await client.get(url, { accept: 'image/*' });
          expect(hidden.statusCode, state).toBe(200);
          expect(hidden.rawPayload.equals(plain), state).toBe(true);
          // Asked again later, not kept for good: the sketch may be put back.
          expect(hidden.headers['cache-control'], state).toBe(SKETCH_IMAGE_CACHE);
        }
        const cover = await fetchImage(`/img/cover/1-${id}/400.jpg`);
        expect(cover.rawPayload.equals((await fetchImage('/img/cover/1/400.jpg')).rawPayload), state).toBe(true);
      } finally {
        t.write('UPDATE sketches SET violation = NULL, mature = 0 WHERE id = ?', id);
      }
      expect((await fetchImage(url)).rawPayload.equals(fromSketch), state).toBe(true);
    }
  });

  it('rejects bad sizes and unknown users', async () => {
    expect((await fetchImage('/img/avatar/1/99.jpg')).statusCode).toBe(400);
    expect((await fetchImage('/img/avatar/999999/100.jpg')).statusCode).toBe(404);
    expect((await fetchImage('/img/cover/999999/100.jpg')).statusCode).toBe(404);
    expect((await fetchImage('/img/cover/x/100.jpg')).statusCode).toBe(400);
  });
});

describe('GET /download/{id}.sketchery', () => {
  /** A demo sketch with a file: by `userId`, its other states as asked. */
  const fileSketch = (userId: number, state: { privateFile?: 0 | 1; unlisted?: 0 | 1; mature?: 0 | 1 }) =>
    t.one<{ id: number; width: number; height: number }>(
      `SELECT id, width, height FROM sketches WHERE user_id = ? AND have_file = 1 AND private_file = ? AND unlisted = ? AND mature = ? AND violation IS NULL
       ORDER BY id LIMIT 1`,
      userId, state.privateFile ?? 0, state.unlisted ?? 0, state.mature ?? 0,
    );
  const download = (client: typeof ada, id: number | string) => client.get(`/download/${id}.sketchery`, { accept: '*/*' });

  it('gives the owner their private file, in the board’s file format (the picture as PNG data), and no one else', async () => {
    const sketch = fileSketch(2, { privateFile: 1 });
    const response = await download(paolo, sketch.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sketch-${sketch.id}.sketchery"`);
    expect(response.headers['cache-control']).toBe(OWNER_IMAGE_CACHE);
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(await dimensions(response.rawPayload)).toEqual({ width: sketch.width, height: sketch.height });
    for (const other of [ada, greta, visitor]) {
      const refused = await download(other, sketch.id);
      expect(refused.statusCode).toBe(403);
      expect(expectShape(ErrorBodySchema, refused.json()).message).toBe(PRIVATE_FILE_OWNER_ONLY);
    }
  });

  it('opens a public sketch’s file for anyone who may see the sketch', async () => {
    const sketch = fileSketch(3, {});
    for (const client of [greta, ada, visitor]) expect((await download(client, sketch.id)).statusCode).toBe(200);
  });

  it('gives others a watermarked sketch’s file with the copyright line, and its artist the file without it', async () => {
    const sketch = fileSketch(2, {});
    t.write('UPDATE sketches SET watermark = 1 WHERE id = ?', sketch.id);
    try {
      const own = (await download(paolo, sketch.id)).rawPayload;
      const ownFull = (await paolo.get(`/img/sketch/${sketch.id}/full.png`, { accept: '*/*' })).rawPayload;
      expect(own.equals(ownFull)).toBe(true);
      const others = await Promise.all([visitor, ada].map(async (client) => (await download(client, sketch.id)).rawPayload));
      for (const file of others) {
        expect(await dimensions(file)).toEqual({ width: sketch.width, height: sketch.height });
        expect(file.equals(own)).toBe(false);
      }
      expect(others[0]!.equals(others[1]!)).toBe(true);
    } finally {
      t.write('UPDATE sketches SET watermark = 0 WHERE id = ?', sketch.id);
    }
  });

  it('opens an unlisted sketch’s file for anyone with its link, as its page; keeps a taken-down one’s and a mature one’s from those who may not see the sketch (404)', async () => {
    const unlisted = fileSketch(1, { unlisted: 1 });
    for (const client of [ada, paolo, visitor]) expect((await download(client, unlisted.id)).statusCode).toBe(200);
    t.write("UPDATE sketches SET violation = 'inappropriate' WHERE id = ?", unlisted.id);
    try {
      expect((await download(ada, unlisted.id)).statusCode).toBe(200);
      for (const other of [paolo, visitor]) expect((await download(other, unlisted.id)).statusCode).toBe(404);
    } finally {
      t.write('UPDATE sketches SET violation = NULL WHERE id = ?', unlisted.id);
    }
    // GroupGreta's mature sketch: neither a visitor nor InkyAda (not marked mature) sees it.
    const mature = fileSketch(3, { mature: 1 });
    expect((await download(greta, mature.id)).statusCode).toBe(200);
    for (const other of [ada, visitor]) expect((await download(other, mature.id)).statusCode).toBe(404);
  });

  it('answers 404 for a sketch without a file or no sketch at all, and 400 for a malformed name', async () => {
    // Even its owner gets none: nothing was uploaded for the app.
    const noFile = t.one<{ id: number; userId: number }>('SELECT id, user_id AS userId FROM sketches WHERE have_file = 0 AND private_file = 0 AND unlisted = 0 AND mature = 0 ORDER BY id LIMIT 1');
    expect((await download(await t.clientAs(noFile.userId), noFile.id)).statusCode).toBe(404);
    expect((await download(ada, 999_999_999)).statusCode).toBe(404);
    for (const bad of ['/download/abc.sketchery', '/download/1.png', '/download/1.sketchery.png', '/download/-1.sketchery']) {
      expect((await ada.get(bad, { accept: '*/*' })).statusCode).toBe(400);
    }
  });

  it('still serves the whiteboard as /download/0.sketchery', async () => {
    const board = await download(visitor, 0);
    expect(board.statusCode).toBe(200);
    expect(board.headers['content-disposition']).toContain('whiteboard-0.sketchery');
    expect(board.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
