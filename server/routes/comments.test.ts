// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { BLOCKED_COMMENT_MESSAGE } from './comments';
import { CommentListSchema, CommentSchema } from '../../src/api/schemas/comments';
import { ErrorBodySchema, OkSchema } from '../../src/api/schemas/common';
import { expectShape } from '../testing/expectShape';

const t = useTestApp();
const [ada, paolo, gus, greta] = [1, 2, 4, 3].map((id) => t.client(id)) as [TestClient, TestClient, TestClient, TestClient];
const visitor = t.client();

const { one } = t;
const countOn = (type: string, which: number) => one<{ n: number }>('SELECT count(*) AS n FROM comments WHERE target_type = ? AND target_id = ?', type, which).n;
let key = 0;
const nextKey = () => `test-${++key}`;
/** A sketch by GlopGus (4): pages whose owner is a demo account. */
const gusSketch = () => one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 4 ORDER BY id LIMIT 1').id;

describe('GET /api/comments/{which}', () => {
  it('gives all comments of a sketch, oldest first, with the author', async () => {
    const target = one<{ target_id: number; n: number }>(
      "SELECT target_id, count(*) AS n FROM comments WHERE target_type = 'sketch' GROUP BY target_id HAVING n > 12 LIMIT 1",
    );
    const response = await visitor.get(`/api/comments/${target.target_id}?type=sketch&count=all`);
    expect(response.statusCode).toBe(200);
    const comments = expectShape(CommentListSchema, response.json());
    expect(comments).toHaveLength(target.n);
    expect(comments.map((c) => c.date)).toEqual([...comments.map((c) => c.date)].sort());
    expect(comments[0]).toEqual({
      id: expect.any(Number),
      comment: expect.any(String),
      date: expect.any(String),
      userId: expect.any(Number),
      userNickname: expect.any(String),
      userAvatar: expect.stringMatching(/^\/img\/avatar\//),
    });
  });

  it('pages profile comments by 10, newest page first, each page oldest first', async () => {
    const target = one<{ target_id: number; n: number }>(
      "SELECT target_id, count(*) AS n FROM comments WHERE target_type = 'profile' GROUP BY target_id HAVING n > 20 LIMIT 1",
    );
    const all = t.query<{ id: number }>("SELECT id FROM comments WHERE target_type = 'profile' AND target_id = ? ORDER BY date, id", target.target_id).map((r) => r.id);
    const page1 = expectShape(CommentListSchema, (await visitor.get(`/api/comments/${target.target_id}?type=profile&page=1&count=10`)).json());
    const page2 = expectShape(CommentListSchema, (await visitor.get(`/api/comments/${target.target_id}?type=profile&page=2&count=10`)).json());
    expect(page1.map((c) => c.id)).toEqual(all.slice(-10));
    expect(page2.map((c) => c.id)).toEqual(all.slice(-20, -10));
    expect(expectShape(CommentListSchema, (await visitor.get(`/api/comments/${target.target_id}?type=profile`)).json())).toHaveLength(10);
  });

  it('refuses bad input and unknown targets', async () => {
    expect((await visitor.get('/api/comments/1')).statusCode).toBe(400);
    expect((await visitor.get('/api/comments/1?type=album')).statusCode).toBe(400);
    expect((await visitor.get('/api/comments/1?type=sketch&count=500')).statusCode).toBe(400);
    expect((await visitor.get('/api/comments/1?type=sketch&page=0')).statusCode).toBe(400);
    expect((await visitor.get('/api/comments/abc?type=sketch')).statusCode).toBe(400);
    expect((await visitor.get('/api/comments/99999999?type=sketch')).statusCode).toBe(404);
    expect((await visitor.get('/api/comments/99999999?type=profile')).statusCode).toBe(404);
    expect((await visitor.get('/api/comments/99999999?type=compo')).statusCode).toBe(404);
  });
});

describe('POST /comment (posting)', () => {
  it('saves the trimmed text and answers with the server’s comment', async () => {
    const id = gusSketch();
    const before = countOn('sketch', id);
    const response = await ada.post('/comment', { key: nextKey(), comment: '  Lovely <b>line</b> work  ', type: 'sketch', which: id });
    expect(response.statusCode).toBe(200);
    expect(expectShape(CommentSchema, response.json())).toMatchObject({ comment: 'Lovely <b>line</b> work', userId: 1, userNickname: 'InkyAda', userAvatar: '/img/avatar/1' });
    expect(countOn('sketch', id)).toBe(before + 1);
  });

  it('posts on profiles and compos too', async () => {
    expect((await ada.post('/comment', { key: nextKey(), comment: 'Hi Paolo', type: 'profile', which: 2 })).statusCode).toBe(200);
    const compo = one<{ id: number }>('SELECT id FROM compos LIMIT 1').id;
    const before = countOn('compo', compo);
    expect((await ada.post('/comment', { key: nextKey(), comment: 'Good luck all', type: 'compo', which: compo })).statusCode).toBe(200);
    expect(countOn('compo', compo)).toBe(before + 1);
  });

  it('saves a retried post (same key) once', async () => {
    const id = gusSketch();
    const before = countOn('sketch', id);
    const k = nextKey();
    const first = expectShape(CommentSchema, (await ada.post('/comment', { key: k, comment: 'Once', type: 'sketch', which: id })).json());
    const retry = expectShape(CommentSchema, (await ada.post('/comment', { key: k, comment: 'Once', type: 'sketch', which: id })).json());
    expect(retry).toEqual(first);
    expect(countOn('sketch', id)).toBe(before + 1);
  });

  it('refuses empty text, bad input, visitors and unknown targets, saving nothing', async () => {
    const id = gusSketch();
    const before = countOn('sketch', id);
    expect((await ada.post('/comment', { key: nextKey(), comment: '   ', type: 'sketch', which: id })).statusCode).toBe(400);
    expect((await ada.post('/comment', { key: nextKey(), comment: 'x'.repeat(2001), type: 'sketch', which: id })).statusCode).toBe(400);
    expect((await ada.post('/comment', { key: nextKey(), comment: 'Hi', type: 'album', which: id })).statusCode).toBe(400);
    expect((await ada.post('/comment', { comment: 'Hi', type: 'sketch', which: id })).statusCode).toBe(400);
    expect((await visitor.post('/comment', { key: nextKey(), comment: 'Hi', type: 'sketch', which: id })).statusCode).toBe(401);
    expect((await ada.post('/comment', { key: nextKey(), comment: 'Hi', type: 'sketch', which: 99999999 })).statusCode).toBe(404);
    expect(countOn('sketch', id)).toBe(before);
  });

  it('refuses users blocked by the page owner, on sketches and on the profile', async () => {
    // GlopGus blocks PatronPaolo through the API, then Paolo cannot comment on Gus's pages.
    expect((await gus.post('/api/v2/user/block', { user: 2 })).statusCode).toBe(200);
    const id = gusSketch();
    const before = countOn('sketch', id);
    const refused = await paolo.post('/comment', { key: nextKey(), comment: 'Hey', type: 'sketch', which: id });
    expect(refused.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, refused.json())).toMatchObject({ message: BLOCKED_COMMENT_MESSAGE });
    expect((await paolo.post('/comment', { key: nextKey(), comment: 'Hey', type: 'profile', which: 4 })).statusCode).toBe(403);
    expect(countOn('sketch', id)).toBe(before);
    await gus.post('/api/v2/user/unblock', { user: 2 });
    expect((await paolo.post('/comment', { key: nextKey(), comment: 'Thanks', type: 'sketch', which: id })).statusCode).toBe(200);
  });
});

describe('POST /comment {commentId, action: delete}', () => {
  const post = async (client: TestClient, type: string, which: number) =>
    expectShape(CommentSchema, (await client.post('/comment', { key: nextKey(), comment: 'to delete', type, which })).json()).id;
  const exists = (id: number) => t.query('SELECT 1 FROM comments WHERE id = ?', id).length === 1;

  it('lets the comment’s author delete it, and never gives its id to another comment', async () => {
    const id = await post(ada, 'sketch', gusSketch());
    expect(expectShape(OkSchema, (await ada.post('/comment', { commentId: id, action: 'delete' })).json())).toEqual({ ok: true });
    expect(exists(id)).toBe(false);
    expect(await post(ada, 'sketch', gusSketch())).toBe(id + 1);
  });

  it('lets the page owner delete others’ comments on their sketch and profile', async () => {
    const onSketch = await post(paolo, 'sketch', one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 LIMIT 1').id);
    const onProfile = await post(paolo, 'profile', 1);
    expect((await ada.post('/comment', { commentId: onSketch, action: 'delete' })).statusCode).toBe(200);
    expect((await ada.post('/comment', { commentId: onProfile, action: 'delete' })).statusCode).toBe(200);
    expect(exists(onSketch) || exists(onProfile)).toBe(false);
  });

  it('lets an account with the thumbs flag delete any comment', async () => {
    const id = await post(ada, 'profile', 2);
    expect((await gus.post('/comment', { commentId: id, action: 'delete' })).statusCode).toBe(200);
    expect(exists(id)).toBe(false);
  });

  it('refuses everyone else, visitors, bad input and unknown comments', async () => {
    const id = await post(ada, 'profile', 2);
    const refused = await greta.post('/comment', { commentId: id, action: 'delete' });
    expect(refused.statusCode).toBe(403);
    expect((await visitor.post('/comment', { commentId: id, action: 'delete' })).statusCode).toBe(401);
    expect((await greta.post('/comment', { commentId: id, action: 'remove' })).statusCode).toBe(400);
    expect((await greta.post('/comment', { commentId: 'x', action: 'delete' })).statusCode).toBe(400);
    expect((await greta.post('/comment', { commentId: 99999999, action: 'delete' })).statusCode).toBe(404);
    expect(exists(id)).toBe(true);
  });
});

describe('POST /api/v2/report/comment', () => {
  const reports = (id: number) => t.query('SELECT user_id FROM comment_reports WHERE comment_id = ?', id).length;

  it('records one report per user and comment', async () => {
    const id = one<{ id: number }>('SELECT id FROM comments WHERE user_id > 6 AND id NOT IN (SELECT comment_id FROM comment_reports) LIMIT 1').id;
    expect(expectShape(OkSchema, (await ada.post('/api/v2/report/comment', { id })).json())).toEqual({ ok: true });
    expect((await ada.post('/api/v2/report/comment', { id })).statusCode).toBe(200);
    expect(reports(id)).toBe(1);
  });

  it('refuses one’s own comment, visitors, bad input and unknown comments', async () => {
    const own = one<{ id: number }>('SELECT id FROM comments WHERE user_id = 1 AND id NOT IN (SELECT comment_id FROM comment_reports) LIMIT 1').id;
    expect((await ada.post('/api/v2/report/comment', { id: own })).statusCode).toBe(403);
    expect((await visitor.post('/api/v2/report/comment', { id: own })).statusCode).toBe(401);
    expect((await paolo.post('/api/v2/report/comment', { id: 'one' })).statusCode).toBe(400);
    expect((await paolo.post('/api/v2/report/comment', { id: 99999999 })).statusCode).toBe(404);
    expect(reports(own)).toBe(0);
  });
});
