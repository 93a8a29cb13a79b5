// @vitest-environment node
// An upload waits between its guard and its write (it reads and decodes the file): what happens to
// the account meanwhile must hold. The decode is held here until the test has merged or suspended
// the uploader, the worst moment; the upload is then refused and makes nothing, no row and no file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { UPLOADS_DIR } from '../images/sketchSource';
import { expectShape } from '../testing/expectShape';
import type { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';

/** The decode of the next upload waits for `release`; `reached` resolves once it has begun. */
const gate = vi.hoisted(() => {
  let release: () => void = () => {};
  let reached: () => void = () => {};
  return {
    reached: new Promise<void>(() => {}),
    hold() {
      this.reached = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      return { release: () => release(), released, arrive: () => reached() };
    },
    current: null as null | { released: Promise<void>; arrive: () => void },
  };
});

vi.mock('../images/sketchSource', async (original) => {
  const real = await original<typeof import('../images/sketchSource')>();
  return {
    ...real,
    imageSize: async (bytes: Buffer) => {
      const held = gate.current;
      if (held) {
        held.arrive();
        await held.released;
      }
      return real.imageSize(bytes);
    },
  };
});

const t = useTestApp();

function png(): Buffer {
  const canvas = createCanvas(64, 48);
  canvas.getContext('2d').fillRect(0, 0, 64, 48);
  return canvas.encodeSync('png');
}

async function startUpload(client: TestClient) {
  const form = new FormData();
  form.set('title', 'Made while it changed');
  form.set('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'sketch.png');
  const request = new Request('http://local/', { method: 'POST', body: form });
  const token = await client.primeCsrf();
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/upload/sketch',
    headers: { accept: 'application/json', 'content-type': request.headers.get('content-type')!, cookie: client.jar.header(), 'x-csrf-token': token },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const sketchesOf = (userId: number) => t.one<{ n: number }>('SELECT count(*) AS n FROM sketches WHERE user_id = ?', userId).n;
const uploadFiles = () => {
  try {
    return readdirSync(path.join(t.app.ctx.dataDir, UPLOADS_DIR)).sort();
  } catch {
    return [];
  }
};

async function uploadWhile(userId: number, meanwhile: () => Promise<void>) {
  const uploader = await t.clientAs(userId);
  const before = { sketches: sketchesOf(userId), files: uploadFiles() };
  const held = gate.hold();
  gate.current = held;
  const answer = startUpload(uploader);
  await gate.reached; // past the guard, reading the file
  await meanwhile();
  gate.current = null;
  held.release();
  return { response: await answer, before };
}

describe('an upload whose account changes while it is read', () => {
  it('is refused when a gloperator merged the account away meanwhile: nothing is made on the merged account', async () => {
    const gus = await t.clientAs(4);
    const { response, before } = await uploadWhile(13, async () => {
      expect((await gus.post('/api/v2/admin/mergeTo', { userId: 13, targetUserId: 14 })).statusCode).toBe(200);
    });
    expect(response.statusCode).toBe(403);
    expectShape(ErrorBodySchema, response.json());
    expect(sketchesOf(13)).toBe(0);
    expect(uploadFiles()).toEqual(before.files);
    expect(before.sketches).toBeGreaterThan(0); // they were merged away
  });

  it('is refused when the account was suspended meanwhile', async () => {
    const gus = await t.clientAs(4);
    const { response, before } = await uploadWhile(21, async () => {
      expect((await gus.post('/api/v2/gloperate/ban', { duration: 720, reason: 'Spam', notes: '', uid: 21 })).statusCode).toBe(200);
    });
    expect(response.statusCode).toBe(403);
    expect(sketchesOf(21)).toBe(before.sketches);
    expect(uploadFiles()).toEqual(before.files);
  });

  it('makes the sketch with its file in one step when nothing changed', async () => {
    const { response, before } = await uploadWhile(1, async () => {});
    expect(response.statusCode).toBe(200);
    const { id } = response.json() as { id: number };
    expect(sketchesOf(1)).toBe(before.sketches + 1);
    const file = t.one<{ upload_file: string }>('SELECT upload_file FROM sketches WHERE id = ?', id).upload_file;
    expect(file).toMatch(new RegExp(`^${id}-[a-f0-9]{16}\\.png$`));
    expect(uploadFiles()).toEqual([...before.files, file].sort());
  });
});
