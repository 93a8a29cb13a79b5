// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/useTestApp';
import { BlockedResponseSchema, BlockResponseSchema, FanResponseSchema } from '../../src/api/schemas/users';
import { expectShape } from '../testing/expectShape';
import { FAN_TEXTS } from '../../src/lib/profile';

const t = useTestApp();
const ada = t.client(1);
const greta = t.client(3);
const paolo = t.client(2);
const visitor = t.client();

const isFan = (fan: number, artist: number) => t.query('SELECT 1 FROM follows WHERE fan_id = ? AND artist_id = ?', fan, artist).length === 1;
const blocks = (blocker: number, blocked: number) => t.query('SELECT 1 FROM blocks WHERE blocker_id = ? AND blocked_id = ?', blocker, blocked).length === 1;
const notFollowedByAda = () => (t.query<{ id: number }>('SELECT id FROM users WHERE id > 6 AND id NOT IN (SELECT artist_id FROM follows WHERE fan_id = 1) ORDER BY id LIMIT 1')[0] as { id: number }).id;

describe('POST /api/fan and /api/unfan', () => {
  it('makes the user a fan, then not, with the fan count', async () => {
    const artist = notFollowedByAda();
    const fan = await ada.post('/api/fan', { user: artist });
    expect(fan.statusCode).toBe(200);
    const { fans } = expectShape(FanResponseSchema, fan.json());
    expect(expectShape(FanResponseSchema, fan.json())).toEqual({ isFan: true, fans });
    expect(isFan(1, artist)).toBe(true);
    expect(expectShape(FanResponseSchema, (await ada.post('/api/fan', { user: artist })).json())).toEqual({ isFan: true, fans });
    expect(expectShape(FanResponseSchema, (await ada.post('/api/unfan', { user: artist })).json())).toEqual({ isFan: false, fans: fans - 1 });
    expect(isFan(1, artist)).toBe(false);
  });

  it('refuses oneself, visitors, bad input and unknown users', async () => {
    const artist = notFollowedByAda();
    expect((await ada.post('/api/fan', { user: 1 })).statusCode).toBe(400);
    expect((await visitor.post('/api/fan', { user: artist })).statusCode).toBe(401);
    expect((await ada.post('/api/fan', { user: 'someone' })).statusCode).toBe(400);
    expect((await ada.post('/api/fan', {})).statusCode).toBe(400);
    expect((await ada.post('/api/unfan', { user: 99999999 })).statusCode).toBe(404);
    expect(isFan(1, artist)).toBe(false);
  });
});

describe('a block ends fandom both ways, and none starts across one', () => {
  it('unfans both users on a block; a fan across it is refused with the reason, until the unblock', async () => {
    const artist = 2;
    expect((await ada.post('/api/fan', { user: artist })).statusCode).toBe(200);
    expect((await paolo.post('/api/fan', { user: 1 })).statusCode).toBe(200);
    expect(isFan(1, artist) && isFan(artist, 1)).toBe(true);

    expect((await ada.post('/api/v2/user/block', { user: artist })).statusCode).toBe(200);
    expect([isFan(1, artist), isFan(artist, 1)]).toEqual([false, false]);

    const blocker = await ada.post('/api/fan', { user: artist });
    expect(blocker.statusCode).toBe(403);
    expect(blocker.json()).toMatchObject({ error: 'forbidden', message: FAN_TEXTS.unblockFirst });
    const blocked = await paolo.post('/api/fan', { user: 1 });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: 'forbidden', message: FAN_TEXTS.blockedByUser });
    expect([isFan(1, artist), isFan(artist, 1)]).toEqual([false, false]);

    expect((await ada.post('/api/v2/user/unblock', { user: artist })).statusCode).toBe(200);
    expect((await paolo.post('/api/fan', { user: 1 })).statusCode).toBe(200);
    expect(isFan(artist, 1)).toBe(true);
  });
});

describe('block, unblock and the blocked lists', () => {
  it('blocks and unblocks, and lists both directions with infos when asked', async () => {
    expect(expectShape(BlockResponseSchema, (await greta.post('/api/v2/user/block', { user: 1 })).json())).toEqual({ blocking: true });
    expect(blocks(3, 1)).toBe(true);
    const mine = expectShape(BlockedResponseSchema, (await ada.get('/api/v2/user/blocked')).json());
    expect(mine.blockedBy).toEqual([]);
    expect(mine.users).toEqual([]);
    expect(mine.blocks).toHaveLength(2);
    const both = expectShape(BlockedResponseSchema, (await ada.get('/api/v2/user/blocked?both=true&infos=true')).json());
    expect(both.blockedBy).toContain(3);
    expect(both.users.map((u) => u.id).sort((a, b) => a - b)).toEqual([...new Set([...both.blocks, ...both.blockedBy])].sort((a, b) => a - b));
    expect(both.users.find((u) => u.id === 3)).toMatchObject({ nickname: 'GroupGreta', avatar: '/img/avatar/3' });
    expect(expectShape(BlockResponseSchema, (await greta.post('/api/v2/user/unblock', { user: 1 })).json())).toEqual({ blocking: false });
    expect(blocks(3, 1)).toBe(false);
  });

  it('refuses oneself, visitors, bad input and unknown users', async () => {
    expect((await greta.post('/api/v2/user/block', { user: 3 })).statusCode).toBe(400);
    expect((await visitor.post('/api/v2/user/block', { user: 1 })).statusCode).toBe(401);
    expect((await visitor.get('/api/v2/user/blocked')).statusCode).toBe(401);
    expect((await ada.get('/api/v2/user/blocked?both=perhaps')).statusCode).toBe(400);
    expect((await greta.post('/api/v2/user/block', { user: 99999999 })).statusCode).toBe(404);
    expect(blocks(3, 3)).toBe(false);
  });
});
