// @vitest-environment node
// A request sent again with its key is done once, also when the retry reaches a server that was
// restarted since, or another process on the same data: the answer is kept in the database, in
// the write's own transaction. A second app on the test app's data folder is that restarted server
// (or the other process); both stay open, so both also race for the same key.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { UPLOADS_DIR } from '../images/sketchSource';
import { TEST_NOW, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
let restarted: FastifyInstance;
let reaching: 'first' | 'restarted' = 'first';
/** InkyAda, whose requests reach the first app or the restarted one, as `reaching` says. */
const ada = new TestClient(() => (reaching === 'first' ? t.app : restarted));

beforeAll(async () => {
  restarted = await buildApp({ dataDir: t.dataDir, distDir: t.distDir, devTools: true, clock: () => TEST_NOW });
  await ada.signIn(1);
});
afterAll(async () => {
  await restarted?.close();
});

const commentsSaying = (text: string) => t.query<{ id: number }>('SELECT id FROM comments WHERE text = ?', text);

describe('a keyed request retried on a restarted server', () => {
  it('posts a comment once', async () => {
    const body = { key: 'restart-comment', comment: 'Said once, whatever happens', type: 'profile', which: 2 };
    reaching = 'first';
    const first = await ada.post('/comment', body);
    expect(first.statusCode).toBe(200);
    reaching = 'restarted';
    const retried = await ada.post('/comment', body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(commentsSaying('Said once, whatever happens')).toHaveLength(1);
  });

  it('sends a message once', async () => {
    const body = { to: 2, subject: 'Once', text: 'One message, however often it is sent', key: 'restart-message' };
    reaching = 'first';
    const first = await ada.post('/api/v2/message/write', body);
    reaching = 'restarted';
    const retried = await ada.post('/api/v2/message/write', body);
    expect([first.statusCode, retried.statusCode]).toEqual([200, 200]);
    expect(retried.json()).toEqual(first.json());
    expect(t.query('SELECT id FROM message_posts WHERE text = ?', body.text)).toHaveLength(1);
  });

  it('keeps the same key apart for another kind of request and another user', async () => {
    reaching = 'first';
    const comment = await ada.post('/comment', { key: 'shared-key', comment: 'A comment with a shared key', type: 'profile', which: 2 });
    const message = await ada.post('/api/v2/message/write', { to: 2, subject: '', text: 'A message with the same key', key: 'shared-key' });
    const paolo = await t.clientAs(2);
    const theirs = await paolo.post('/comment', { key: 'shared-key', comment: 'Paolo, same key', type: 'profile', which: 1 });
    expect([comment.statusCode, message.statusCode, theirs.statusCode]).toEqual([200, 200, 200]);
    expect(commentsSaying('Paolo, same key')).toHaveLength(1);
  });

  it('makes one sketch of one upload sent to both at once, and leaves no staged file', async () => {
    const title = 'Uploaded to two servers at once';
    const [onFirst, onRestarted] = await Promise.all([upload(t.app, title), upload(restarted, title)]);
    expect([onFirst.statusCode, onRestarted.statusCode]).toEqual([200, 200]);
    expect(onRestarted.json()).toEqual(onFirst.json());
    expect(t.query('SELECT id FROM sketches WHERE title = ?', title)).toHaveLength(1);
    expect(readdirSync(path.join(t.dataDir, UPLOADS_DIR)).filter((name) => name.startsWith('0-'))).toEqual([]);
  });
});

async function upload(app: FastifyInstance, title: string) {
  const canvas = createCanvas(64, 48);
  canvas.getContext('2d').fillRect(0, 0, 32, 48);
  const form = new FormData();
  form.set('title', title);
  form.set('key', 'upload-on-both');
  form.set('file', new Blob([new Uint8Array(canvas.encodeSync('png'))], { type: 'image/png' }), 'sketch.png');
  const request = new Request('http://local/', { method: 'POST', body: form });
  const token = await ada.primeCsrf();
  return app.inject({
    method: 'POST',
    url: '/api/v2/upload/sketch',
    headers: { accept: 'application/json', 'content-type': request.headers.get('content-type')!, cookie: ada.jar.header(), 'x-csrf-token': token },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
