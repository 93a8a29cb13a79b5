// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, OkSchema } from '../../src/api/schemas/common';
import { StreamInfoSchema, StreamListSchema } from '../../src/api/schemas/streams';
import { STREAM_LOGIN_TO_WATCH, STREAMS_PAGE_SIZE } from '../../src/lib/streamRules';
import { LIVE_STREAM_COUNT } from '../seed/seedCommunity';
import { expectShape } from '../testing/expectShape';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
const ada = t.client(1);
const paolo = t.client(2);
const visitor = t.client();

const list = async (query = '', client = ada) => {
  const response = await client.get(`/api/v2/streams${query}`);
  expect(response.statusCode).toBe(200);
  return expectShape(StreamListSchema, response.json());
};

describe('GET /api/v2/streams', () => {
  it('gives a visitor no streams (part 2 §6): 401 with the login text', async () => {
    const response = await visitor.get('/api/v2/streams');
    expect(response.statusCode).toBe(401);
    expect(expectShape(ErrorBodySchema, response.json())).toEqual({ error: 'not_logged_in', message: STREAM_LOGIN_TO_WATCH });
    expect(JSON.stringify(response.json())).not.toContain('userNickname');
  });

  it('lists the live streams, most watched first, with the stream item fields', async () => {
    const { streams, more } = await list();
    expect(streams).toHaveLength(LIVE_STREAM_COUNT);
    expect(more).toBe(false);
    const viewers = streams.map((stream) => stream.viewers);
    expect([...viewers].sort((a, b) => b - a)).toEqual(viewers);
    for (const stream of streams) {
      expect(stream.userAvatar).toMatch(/^\/img\/avatar\//);
      expect(stream.totalViews).toBeGreaterThanOrEqual(stream.viewers);
      expect(stream.sw).toBeGreaterThan(0);
    }
    // Both orientations are in the demo data, and some streams have no preview yet.
    expect(streams.some((stream) => stream.orientation === 3 || stream.orientation === 4)).toBe(true);
    expect(streams.some((stream) => stream.orientation === 1)).toBe(true);
    const ended = t.one<{ n: number }>('SELECT count(*) AS n FROM streams WHERE ended IS NOT NULL').n;
    expect(ended).toBeGreaterThan(0);
    const ids = new Set(t.query<{ id: number }>('SELECT id FROM streams WHERE ended IS NULL').map((row) => row.id));
    expect(new Set(streams.map((stream) => stream.id))).toEqual(ids);
  });

  it("shows a stream's preview only while its sketch is one anyone may see (not once it is unlisted or mature)", async () => {
    const stream = (await list()).streams.find((item) => item.preview !== '')!;
    const sketchId = Number(/\/img\/sketch\/(\d+)/.exec(stream.preview)![1]);
    for (const change of ['unlisted = 1', 'mature = 1']) {
      t.write(`UPDATE sketches SET ${change} WHERE id = ?`, sketchId);
      try {
        expect((await list()).streams.find((item) => item.id === stream.id)!.preview).toBe('');
      } finally {
        t.write('UPDATE sketches SET unlisted = 0, mature = 0 WHERE id = ?', sketchId);
      }
    }
    expect((await list()).streams.find((item) => item.id === stream.id)!.preview).toBe(stream.preview);
  });

  it('pages with limit and offset', async () => {
    const first = await list('?limit=2');
    expect(first.streams).toHaveLength(2);
    expect(first.more).toBe(true);
    const second = await list('?limit=2&offset=2');
    expect(second.streams.map((s) => s.id)).not.toContain(first.streams[0]!.id);
    const all = await list(`?limit=${STREAMS_PAGE_SIZE}&offset=0`);
    expect(all.streams.slice(2, 4)).toEqual(second.streams);
  });

  it('hides the streams of users the viewer blocks', async () => {
    const { streams } = await list();
    const streamer = streams[0]!.userId;
    t.write('INSERT OR IGNORE INTO blocks (blocker_id, blocked_id, date) VALUES (1, ?, ?)', streamer, new Date().toISOString());
    try {
      const mine = await list('', ada);
      expect(mine.streams.some((stream) => stream.userId === streamer)).toBe(false);
      expect((await list('', paolo)).streams.some((stream) => stream.userId === streamer)).toBe(true);
    } finally {
      t.write('DELETE FROM blocks WHERE blocker_id = 1 AND blocked_id = ?', streamer);
    }
  });

  it.each([['?limit=0'], ['?limit=51'], ['?limit=abc'], ['?offset=-1'], ['?offset=1.5'], ['?bogus=1']])('refuses %s with a 400 and the error shape', async (query) => {
    const response = await ada.get(`/api/v2/streams${query}`);
    expect(response.statusCode).toBe(400);
    expectShape(ErrorBodySchema, response.json());
  });
});

describe('GET /api/v2/stream/{id}', () => {
  it('answers one stream, live or ended', async () => {
    const { streams } = await list();
    const info = expectShape(StreamInfoSchema, (await visitor.get(`/api/v2/stream/${streams[0]!.id}`)).json());
    expect(info).toEqual({ stream: streams[0], live: true });
    const endedId = t.one<{ id: number }>('SELECT id FROM streams WHERE ended IS NOT NULL LIMIT 1').id;
    expect(expectShape(StreamInfoSchema, (await visitor.get(`/api/v2/stream/${endedId}`)).json()).live).toBe(false);
  });

  it('answers 404 for an unknown stream and 400 for a malformed id', async () => {
    expect((await visitor.get('/api/v2/stream/999999')).statusCode).toBe(404);
    const bad = await visitor.get('/api/v2/stream/abc');
    expect(bad.statusCode).toBe(400);
    expectShape(ErrorBodySchema, bad.json());
  });
});

describe('POST /api/dev/streams (development surface)', () => {
  it('ends every live stream for the empty list and puts them back', async () => {
    const before = await list();
    expect(expectShape(OkSchema, (await visitor.post('/api/dev/streams', { live: false })).json())).toEqual({ ok: true });
    expect(await list()).toEqual({ streams: [], more: false });
    await visitor.post('/api/dev/streams', { live: true });
    expect((await list()).streams.map((s) => s.id)).toEqual(before.streams.map((s) => s.id));
    expect((await visitor.post('/api/dev/streams', { live: 'no' })).statusCode).toBe(400);
  });
});
