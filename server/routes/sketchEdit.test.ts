// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { SketchEditInfoSchema } from '../../src/api/schemas/sketchEdit';
import { expectShape } from '../testing/expectShape';

const t = useTestApp();
const ada = t.client(1);
const paolo = t.client(2);

const row = (id: number) =>
  t.query<Record<string, unknown>>('SELECT title, description, unlisted, video, watermark, orientation, parent_id, format, width, height FROM sketches WHERE id = ?', id)[0]!;
const sketchOf = (userId: number, offset = 0) =>
  t.query<{ id: number }>('SELECT id FROM sketches WHERE user_id = ? AND parent_id IS NULL ORDER BY id LIMIT 1 OFFSET ?', userId, offset)[0]!.id;
const edit = (client: TestClient, id: number, body: Record<string, unknown>) => client.post(`/sketch/${id}/edit`, body);

describe('GET /sketch/{id}/edit', () => {
  it('returns the edit values to the owner as JSON', async () => {
    const id = sketchOf(1);
    const response = await ada.get(`/sketch/${id}/edit`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/json/);
    const info = expectShape(SketchEditInfoSchema, response.json());
    expect(info).toMatchObject({ id, angle: 0, format: 'jpg', watermark: false, userPro: false });
    expect(info.tags).toEqual(t.query<{ tag: string }>('SELECT tag FROM sketch_tags WHERE sketch_id = ? ORDER BY tag', id).map((r) => r.tag));
  });

  it('is 403 for another user, 401 for a visitor, 404 for an unknown sketch, 400 for a bad id', async () => {
    const id = sketchOf(1);
    expect((await paolo.get(`/sketch/${id}/edit`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(`/sketch/${id}/edit`)).statusCode).toBe(401);
    expect((await ada.get('/sketch/99999999/edit')).statusCode).toBe(404);
    expect((await ada.get('/sketch/abc/edit')).statusCode).toBe(400);
  });
});

describe('POST /sketch/{id}/edit', () => {
  it('changes every field at once', async () => {
    const id = sketchOf(1, 1);
    const parent = sketchOf(1, 2);
    const before = row(id);
    const response = await edit(ada, id, {
      title: '  New title ',
      description: 'New description',
      privacy: 'unlisted',
      video: 'https://videos.example.com/t/1.mp4',
      tags: ['Sea', 'boats', 'sea'],
      watermark: false,
      angle: 90,
      parentSketchId: `https://elsewhere.example/sketch/${parent}`,
      format: 'png',
    });
    expect(response.statusCode).toBe(200);
    expect(expectShape(SketchEditInfoSchema, response.json())).toMatchObject({ id, title: 'New title', unlisted: true, angle: 90, parentSketchId: parent, format: 'png', tags: ['boats', 'sea'] });
    expect(row(id)).toEqual({
      title: 'New title',
      description: 'New description',
      unlisted: 1,
      video: 'https://videos.example.com/t/1.mp4',
      watermark: 0,
      orientation: 90,
      parent_id: parent,
      format: 'png',
      // A quarter turn swaps the sides.
      width: before.height,
      height: before.width,
    });
    // A half turn from 90 to 270 keeps them; back to public with the unlisted flag, no video.
    await edit(ada, id, { angle: '270', unlisted: false, video: '', parentSketchId: '' });
    expect(row(id)).toMatchObject({ orientation: 270, width: before.height, unlisted: 0, video: null, parent_id: null });
  });

  it('renders a turned sketch turned', async () => {
    const id = sketchOf(1, 3);
    const { width, height } = row(id) as { width: number; height: number };
    await edit(ada, id, { angle: 90 });
    const image = await t.app.inject({ method: 'GET', url: `/img/sketch/${id}/200.jpg` });
    const { loadImage } = await import('@napi-rs/canvas');
    const picture = await loadImage(image.rawPayload);
    expect(picture.height).toBe(Math.round((200 * width) / height));
  });

  it('takes a cover turned a quarter (no longer 2048x506) off the profile, and leaves it on for a half turn', async () => {
    const id = sketchOf(1, 5);
    t.write('UPDATE sketches SET width = 2048, height = 506, orientation = 0 WHERE id = ?', id);
    t.write('UPDATE users SET cover_sketch_id = ? WHERE id = 1', id);
    const cover = () => t.one<{ cover: number | null }>('SELECT cover_sketch_id AS cover FROM users WHERE id = 1').cover;
    expect((await edit(ada, id, { angle: 180 })).statusCode).toBe(200);
    expect(cover()).toBe(id);
    expect((await edit(ada, id, { angle: 270 })).statusCode).toBe(200);
    expect(row(id)).toMatchObject({ width: 506, height: 2048 });
    expect(cover()).toBeNull();
  });

  it('gives the watermark to patrons only', async () => {
    const adaSketch = sketchOf(1, 4);
    const refused = await edit(ada, adaSketch, { title: 'Marked', watermark: true });
    expect(refused.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, refused.json()).message).toBe('Watermarks are a patron feature.');
    expect(row(adaSketch).title).not.toBe('Marked');
    const paoloSketch = sketchOf(2);
    expect((await edit(paolo, paoloSketch, { watermark: true })).statusCode).toBe(200);
    expect(row(paoloSketch).watermark).toBe(1);
  });

  it.each([
    [{ video: 'javascript:alert(1)' }, 'video'],
    // 490 characters as sent, 2,892 as kept: the limit is on what is kept.
    [{ video: `https://a.b/${'é'.repeat(480)}` }, 'video'],
    [{ angle: 45 }, 'angle'],
    [{ format: 'gif' }, 'format'],
    [{ privacy: 'secret' }, 'privacy'],
    [{ title: 'x'.repeat(101) }, 'title'],
    [{ parentSketchId: 'not a link' }, 'parentSketchId'],
  ])('refuses bad input %j with 400 and changes nothing', async (body, field) => {
    const id = sketchOf(1, 5);
    const before = row(id);
    const response = await edit(ada, id, { title: 'Changed', ...body });
    expect(response.statusCode).toBe(400);
    expect(expectShape(ErrorBodySchema, response.json()).message).toContain(field);
    expect(row(id)).toEqual(before);
  });

  it('refuses a parent that is missing, itself, not own or a later version', async () => {
    const id = sketchOf(1, 6);
    const child = sketchOf(1, 7);
    await edit(ada, child, { parentSketchId: id });
    for (const parentSketchId of [99999999, id, sketchOf(2), child]) {
      const response = await edit(ada, id, { parentSketchId });
      expect(response.statusCode, String(parentSketchId)).toBe(400);
    }
    expect(row(id).parent_id).toBeNull();
  });

  it("is 403 on someone else's sketch, 404 for an unknown one, 401 for a visitor", async () => {
    const id = sketchOf(1, 8);
    const before = row(id);
    expect((await edit(paolo, id, { title: 'Hijack' })).statusCode).toBe(403);
    expect((await edit(ada, 99999999, { title: 'x' })).statusCode).toBe(404);
    expect((await edit(new TestClient(t.app), id, { title: 'x' })).statusCode).toBe(401);
    expect((await ada.post(`/sketch/${id}/edit`, { title: 'x' }, { csrf: null })).statusCode).toBe(403);
    expect(row(id)).toEqual(before);
  });
});

describe('POST /sketch/{id}/synthesize', () => {
  const synthesize = (client: TestClient, id: number) => client.post(`/sketch/${id}/synthesize`, {});
  const withoutFile = (userId: number) => t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = ? AND have_file = 0 AND private_file = 0 AND unlisted = 0 ORDER BY id LIMIT 1', userId).id;
  const download = (client: TestClient, id: number) => client.get(`/download/${id}.sketchery`, { accept: '*/*' });

  it("gives a patron's sketch without a file one made from its picture, which the app can then open", async () => {
    const id = withoutFile(2);
    expect((await download(paolo, id)).statusCode).toBe(404);
    const response = await synthesize(paolo, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ haveFile: true });
    expect(t.one<{ have_file: number }>('SELECT have_file FROM sketches WHERE id = ?', id).have_file).toBe(1);
    expect((await paolo.get(`/api/v2/sketchInfo/${id}`)).json()).toMatchObject({ haveFile: true });
    const file = await download(paolo, id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Again: the same answer, nothing else changes.
    expect((await synthesize(paolo, id)).json()).toEqual({ haveFile: true });
  });

  it('is a patron feature of the artist only: 403 with the reason for a non-patron, another user, 401 for a visitor', async () => {
    t.write('UPDATE sketches SET have_file = 0, private_file = 0 WHERE id = ?', sketchOf(1, 3));
    const adas = withoutFile(1);
    const refused = await synthesize(ada, adas);
    expect(refused.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, refused.json()).message).toBe('Synthesizing a sketch file is a patron feature.');
    expect((await synthesize(paolo, adas)).statusCode).toBe(403);
    expect((await synthesize(new TestClient(t.app), adas)).statusCode).toBe(401);
    expect((await synthesize(paolo, 99_999_999)).statusCode).toBe(404);
    expect(t.one<{ have_file: number }>('SELECT have_file FROM sketches WHERE id = ?', adas).have_file).toBe(0);
  });
});
