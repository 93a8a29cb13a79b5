// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OkSchema } from '../../src/api/schemas/common';
import { UnreadCountsSchema } from '../../src/api/schemas/home';
import {
  ActivityPageSchema,
  MessagePostPageSchema,
  MessageRecipientSchema,
  MessageReplySchema,
  MessageTopicPageSchema,
  MessageWriteSchema,
} from '../../src/api/schemas/messages';
import { MESSAGE_TEXT_MAX, POSTS_PAGE_SIZE, TOPICS_PAGE_SIZE } from '../../src/lib/messageRules';
import { DEMO_UNREAD } from '../seed/seedCommunity';
import { MESSAGES_DEMO } from '../seed/seedMessages';
import { expectError, expectShape } from '../testing/expectShape';
import type { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { NEW_MEMBER_NICKNAME } from '../seed/seedNewMember';

const t = useTestApp();
const { ada, paolo, greta, gus, banned, visitor } = t.demoClients();

const topics = async (client: TestClient, page = 1) => expectShape(MessageTopicPageSchema, (await client.get(`/api/v2/messages?page=${page}&pageSize=${TOPICS_PAGE_SIZE}`)).json());
const unread = async (client: TestClient) => expectShape(UnreadCountsSchema, (await client.get('/api/v2/unread')).json());
const longThread = () => t.one<{ id: number }>('SELECT id FROM message_topics WHERE subject = ?', MESSAGES_DEMO.longThreadSubject).id;
const postCount = (topicId: number) => t.one<{ n: number }>('SELECT count(*) AS n FROM message_posts WHERE topic_id = ?', topicId).n;
const topicCount = () => t.one<{ n: number }>('SELECT count(*) AS n FROM message_topics').n;

describe('the demo messages', () => {
  it('give the demo accounts their unread badges, and GroupGreta no messages at all', async () => {
    for (const [client, id] of [
      [ada, 1],
      [paolo, 2],
      [gus, 4],
    ] as const) {
      expect((await unread(client)).messages).toBe(DEMO_UNREAD[id]!.messages);
      const first = await topics(client);
      expect(first.topics.filter((topic) => !topic.read).length).toBe(Math.min(DEMO_UNREAD[id]!.messages, first.topics.length));
    }
    const empty = await topics(greta);
    expect(empty).toEqual({ topics: [], more: false });
  });
});

describe('GET /api/v2/messages', () => {
  it('lists the viewer’s topics, latest first, 25 a page', async () => {
    const first = await topics(ada);
    expect(first.topics).toHaveLength(TOPICS_PAGE_SIZE);
    expect(first.more).toBe(true);
    const dates = first.topics.map((topic) => topic.latestReply);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const topic of first.topics) expect([topic.userFromId, topic.userToId]).toContain(1);
    const second = await topics(ada, 2);
    expect(second.topics).toHaveLength(MESSAGES_DEMO.adaTopics - TOPICS_PAGE_SIZE);
    expect(second.more).toBe(false);
  });

  it('refuses visitors and suspended users, and a bad page', async () => {
    expectError(await visitor.get('/api/v2/messages'), 401);
    expectError(await banned.get('/api/v2/messages'), 403);
    for (const query of ['page=0', 'page=x', 'pageSize=26', 'pageSize=0']) expectError(await ada.get(`/api/v2/messages?${query}`), 400);
  });
});

describe('GET /api/v2/message/posts', () => {
  it('pages a long thread 50 at a time, newest first, and marks it read for the reader only', async () => {
    const id = longThread();
    t.write('UPDATE message_topics SET to_read = 0, from_read = 0 WHERE id = ?', id);
    const first = expectShape(MessagePostPageSchema, (await ada.get(`/api/v2/message/posts?id=${id}&page=1&pageSize=${POSTS_PAGE_SIZE}`)).json());
    expect(first.posts).toHaveLength(POSTS_PAGE_SIZE);
    expect(first.more).toBe(true);
    expect(first.topic).toMatchObject({ id, subject: MESSAGES_DEMO.longThreadSubject, read: true, userFromId: 2, userToId: 1 });
    expect(first.canReply).toBe(true);
    const second = expectShape(MessagePostPageSchema, (await ada.get(`/api/v2/message/posts?id=${id}&page=2`)).json());
    expect(second.posts).toHaveLength(MESSAGES_DEMO.longThreadPosts - POSTS_PAGE_SIZE);
    expect(second.more).toBe(false);
    expect(second.posts.at(-1)!.date <= first.posts[0]!.date).toBe(true);
    expect(t.one<{ to_read: number; from_read: number }>('SELECT to_read, from_read FROM message_topics WHERE id = ?', id)).toEqual({ to_read: 1, from_read: 0 });
    t.write('UPDATE message_topics SET from_read = 1 WHERE id = ?', id);
  });

  it('turns an unread topic read and drops the badge', async () => {
    const before = await unread(ada);
    const unreadTopic = (await topics(ada)).topics.find((topic) => !topic.read)!;
    await ada.get(`/api/v2/message/posts?id=${unreadTopic.id}`);
    expect((await unread(ada)).messages).toBe(before.messages - 1);
    expect((await topics(ada)).topics.find((topic) => topic.id === unreadTopic.id)!.read).toBe(true);
  });

  it('lets only the two participants read a thread; anyone else learns no more than of an unknown id', async () => {
    const id = longThread();
    const unknown = expectError(await greta.get('/api/v2/message/posts?id=999999'), 404);
    expect(expectError(await greta.get(`/api/v2/message/posts?id=${id}`), 404).error).toBe(unknown.error);
    expectError(await gus.get(`/api/v2/message/posts?id=${id}`), 404);
    expectError(await visitor.get(`/api/v2/message/posts?id=${id}`), 401);
    expect((await paolo.get(`/api/v2/message/posts?id=${id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown topic and 400 for bad input', async () => {
    expectError(await ada.get('/api/v2/message/posts?id=999999'), 404);
    for (const query of ['', 'id=x', 'id=0', `id=${longThread()}&page=0`, `id=${longThread()}&pageSize=51`]) expectError(await ada.get(`/api/v2/message/posts?${query}`), 400);
  });
});

describe('POST /api/v2/message/write and /reply', () => {
  it('writes a new message that the recipient finds unread, and a reply that turns it back to the sender', async () => {
    const before = (await unread(greta)).messages;
    const { id } = expectShape(MessageWriteSchema, (await ada.post('/api/v2/message/write', { to: 3, subject: '  Hello Greta ', text: '  First message  ' })).json());
    const gretaTopics = await topics(greta);
    expect(gretaTopics.topics[0]).toMatchObject({ id, subject: 'Hello Greta', read: false, userFromId: 1, userToId: 3, latestUserNickname: 'InkyAda', posts: 1 });
    expect((await unread(greta)).messages).toBe(before + 1);

    const thread = expectShape(MessagePostPageSchema, (await greta.get(`/api/v2/message/posts?id=${id}`)).json());
    expect(thread.posts.map((post) => post.text)).toEqual(['First message']);
    const adaBefore = (await unread(ada)).messages;
    const reply = expectShape(MessageReplySchema, (await greta.post('/api/v2/message/reply', { id, text: 'Hi Ada!' })).json());
    expect(reply.post).toMatchObject({ text: 'Hi Ada!', user: { id: 3, nickname: 'GroupGreta' } });
    expect((await unread(ada)).messages).toBe(adaBefore + 1);
    expect((await topics(ada)).topics[0]).toMatchObject({ id, read: false, latestUserNickname: 'GroupGreta', posts: 2 });
  });

  it('posts a send retried with its key once, also when the retry comes before the first is answered', async () => {
    // A browser sends a POST again when its connection dropped before the answer came.
    const write = { to: 4, text: 'Sent over a bad line', key: 'retried-write' };
    const [first, retry] = await Promise.all([paolo.post('/api/v2/message/write', write), paolo.post('/api/v2/message/write', write)]);
    const { id } = expectShape(MessageWriteSchema, first.json());
    expect(expectShape(MessageWriteSchema, retry.json()).id).toBe(id);
    expect(t.one<{ n: number }>("SELECT count(*) AS n FROM message_topics WHERE from_id = 2 AND subject = 'Sent over a bad line'").n).toBe(1);

    const reply = { id, text: 'And a reply', key: 'retried-reply' };
    const answers = await Promise.all([paolo.post('/api/v2/message/reply', reply), paolo.post('/api/v2/message/reply', reply)]);
    const [postA, postB] = answers.map((answer) => expectShape(MessageReplySchema, answer.json()).post.id);
    expect(postB).toBe(postA);
    expect(t.one<{ n: number }>("SELECT count(*) AS n FROM message_posts WHERE topic_id = ? AND text = 'And a reply'", id).n).toBe(1);
    // A new send (a new key) of the same text is a second message.
    expectShape(MessageReplySchema, (await paolo.post('/api/v2/message/reply', { ...reply, key: 'second-reply' })).json());
    expect(t.one<{ n: number }>("SELECT count(*) AS n FROM message_posts WHERE topic_id = ? AND text = 'And a reply'", id).n).toBe(2);
  });

  it('takes the start of the text as the subject when none is given', async () => {
    const { id } = expectShape(MessageWriteSchema, (await paolo.post('/api/v2/message/write', { to: 4, text: 'Short note\nwith a second line' })).json());
    expect(t.one<{ subject: string }>('SELECT subject FROM message_topics WHERE id = ?', id).subject).toBe('Short note');
  });

  it('refuses empty or too long text, a missing or unknown recipient, and oneself, changing nothing', async () => {
    const count = topicCount();
    for (const body of [
      { to: 3, text: '   ' },
      { to: 3, text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) },
      { to: 3 },
      { text: 'hi' },
      { to: 'x', text: 'hi' },
      { to: 3, text: 'hi', subject: 'x'.repeat(101) },
    ]) expectError(await ada.post('/api/v2/message/write', body), 400);
    expectError(await ada.post('/api/v2/message/write', { to: 999999, text: 'hi' }), 404);
    expectError(await ada.post('/api/v2/message/write', { to: 1, text: 'hi' }), 409);
    expect(topicCount()).toBe(count);
    const id = longThread();
    const posts = postCount(id);
    for (const body of [{ id, text: '' }, { id, text: ' \n ' }, { id: 'x', text: 'hi' }, { text: 'hi' }]) expectError(await ada.post('/api/v2/message/reply', body), 400);
    expect(postCount(id)).toBe(posts);
  });

  it('refuses visitors, suspended users and a third user replying to a thread', async () => {
    const id = longThread();
    const posts = postCount(id);
    expectError(await visitor.post('/api/v2/message/reply', { id, text: 'hi' }), 401);
    expectError(await banned.post('/api/v2/message/reply', { id, text: 'hi' }), 403);
    expectError(await greta.post('/api/v2/message/reply', { id, text: 'Let me in' }), 404);
    expectError(await visitor.post('/api/v2/message/write', { to: 3, text: 'hi' }), 401);
    expectError(await banned.post('/api/v2/message/write', { to: 3, text: 'hi' }), 403);
    expect(postCount(id)).toBe(posts);
  });

  it('refuses messaging someone who blocks the sender, or whom the sender blocks (canMessage), and replying to them', async () => {
    t.write("INSERT INTO blocks (blocker_id, blocked_id, date) VALUES (4, 1, '2024-01-01T00:00:00.000Z')");
    try {
      const recipient = expectShape(MessageRecipientSchema, (await ada.get('/api/v2/message/to/4')).json());
      expect(recipient).toMatchObject({ user: { id: 4, nickname: 'GlopGus' }, canMessage: false });
      const count = topicCount();
      expect(expectError(await ada.post('/api/v2/message/write', { to: 4, text: 'hi' }), 403).error).toBe('cannot_message');
      expect(topicCount()).toBe(count);
      const withGus = t.one<{ id: number }>('SELECT id FROM message_topics WHERE from_id = 1 AND to_id = 4').id;
      expect(expectShape(MessagePostPageSchema, (await ada.get(`/api/v2/message/posts?id=${withGus}`)).json()).canReply).toBe(false);
      expectError(await ada.post('/api/v2/message/reply', { id: withGus, text: 'hi' }), 403);
      // Nor may the blocker write to the one they block (they unblock first): the answer says they block them.
      expect(recipient.blocking).toBe(false);
      expect(expectShape(MessageRecipientSchema, (await gus.get('/api/v2/message/to/1')).json())).toMatchObject({ canMessage: false, blocking: true });
      expectError(await gus.post('/api/v2/message/write', { to: 1, text: 'hi' }), 403);
      expect(expectShape(MessageRecipientSchema, (await gus.get('/api/v2/message/to/2')).json()).canMessage).toBe(true);
    } finally {
      t.write('DELETE FROM blocks WHERE blocker_id = 4 AND blocked_id = 1');
    }
  });

  it('fails the next send of a text by the user the development hook names (no one else’s), and sends it the time after', async () => {
    const text = `Flaky ${Date.now()}`;
    expectShape(OkSchema, (await visitor.post('/api/dev/failMessageSend', { userId: 1, text })).json());
    const count = topicCount();
    expect((await paolo.post('/api/v2/message/write', { to: 3, text })).statusCode).toBe(200);
    expectError(await ada.post('/api/v2/message/write', { to: 2, text }), 503);
    expect(topicCount()).toBe(count + 1);
    expect((await ada.post('/api/v2/message/write', { to: 2, text })).statusCode).toBe(200);
    expectError(await ada.post('/api/dev/failMessageSend', { userId: 1, text: ' ' }), 400);
    expectError(await ada.post('/api/dev/failMessageSend', { text }), 400);
  });
});

describe('GET /api/v2/message/to/:id', () => {
  it('gives the compose page its user; 404 for an unknown one, 400 for a bad id, 401 for visitors', async () => {
    expect(expectShape(MessageRecipientSchema, (await ada.get('/api/v2/message/to/2')).json())).toMatchObject({ user: { id: 2, nickname: 'PatronPaolo' }, canMessage: true, blocking: false });
    expect(expectShape(MessageRecipientSchema, (await ada.get('/api/v2/message/to/1')).json()).canMessage).toBe(false);
    expectError(await ada.get('/api/v2/message/to/999999'), 404);
    expectError(await ada.get('/api/v2/message/to/abc'), 400);
    expectError(await visitor.get('/api/v2/message/to/2'), 401);
  });
});

describe('POST /message/:id {action: delete}', () => {
  it('removes the topic from the deleter’s list only, and a new reply brings it back', async () => {
    const { id } = expectShape(MessageWriteSchema, (await paolo.post('/api/v2/message/write', { to: 3, subject: 'To delete', text: 'Bye' })).json());
    expectError(await ada.post(`/message/${id}`, { action: 'delete' }), 404);
    expectError(await greta.post(`/message/${id}`, { action: 'remove' }), 400);
    expectError(await greta.post(`/message/${id}`, {}), 400);
    expectError(await visitor.post(`/message/${id}`, { action: 'delete' }), 401);
    expectShape(OkSchema, (await greta.post(`/message/${id}`, { action: 'delete' })).json());
    expect((await topics(greta)).topics.some((topic) => topic.id === id)).toBe(false);
    expect((await topics(paolo)).topics.some((topic) => topic.id === id)).toBe(true);
    expectError(await greta.get(`/api/v2/message/posts?id=${id}`), 404);
    await paolo.post('/api/v2/message/reply', { id, text: 'Still there?' });
    expect((await topics(greta)).topics.find((topic) => topic.id === id)).toMatchObject({ read: false });
    expectError(await greta.post('/message/999999', { action: 'delete' }), 404);
  });
});

describe('a user the viewer blocks', () => {
  it("takes their conversations out of the viewer's list and count, and gives them back on unblocking", async () => {
    const { id } = expectShape(MessageWriteSchema, (await paolo.post('/api/v2/message/write', { key: 'to-greta-then-blocked', to: 3, subject: 'Hello Greta', text: 'A question' })).json());
    const before = (await unread(greta)).messages;
    const unreadWithPaolo = t.one<{ n: number }>(
      'SELECT count(*) AS n FROM message_topics WHERE (from_id = 3 AND to_id = 2 AND from_read = 0 AND from_deleted = 0) OR (to_id = 3 AND from_id = 2 AND to_read = 0 AND to_deleted = 0)',
    ).n;
    expect(unreadWithPaolo).toBeGreaterThan(0);
    const withPaolo = (list: { topics: { userFromId: number; userToId: number }[] }) => list.topics.filter((topic) => topic.userFromId === 2 || topic.userToId === 2).length;
    expect((await topics(greta)).topics.some((topic) => topic.id === id)).toBe(true);
    expect((await greta.post('/api/v2/user/block', { user: 2 })).statusCode).toBe(200);
    expect((await unread(greta)).messages).toBe(before - unreadWithPaolo);
    expect(withPaolo(await topics(greta))).toBe(0);
    expect((await greta.post('/api/v2/user/unblock', { user: 2 })).statusCode).toBe(200);
    expect((await unread(greta)).messages).toBe(before);
    expect((await topics(greta)).topics.some((topic) => topic.id === id)).toBe(true);
  });
});

describe('activity and unread counts', () => {
  it('lists notifications and replies newest first, the unread ones marked, and clears a badge when read', async () => {
    const counts = await unread(ada);
    expect(counts).toMatchObject({ notifications: DEMO_UNREAD[1]!.notifications, replies: DEMO_UNREAD[1]!.replies, uploads: DEMO_UNREAD[1]!.uploads });
    const notes = expectShape(ActivityPageSchema, (await ada.get('/api/v2/activity?filter=notifications&page=1')).json());
    expect(notes.items.length).toBe(25);
    expect(notes.items.filter((item) => item.unread)).toHaveLength(Math.min(25, counts.notifications));
    expect(new Set(notes.items.map((item) => item.kind)).size).toBeGreaterThan(1);
    const dates = notes.items.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const replies = expectShape(ActivityPageSchema, (await ada.get('/api/v2/activity?filter=replies')).json());
    expect(replies.items.every((item) => (item.kind === 'comment' || item.kind === 'profileComment') && item.text !== null && item.user.id !== 1)).toBe(true);

    const cleared = expectShape(UnreadCountsSchema, (await ada.post('/api/v2/unread/clear', { kind: 'notifications' })).json());
    expect(cleared).toMatchObject({ notifications: 0, replies: counts.replies });
    expect((await unread(ada)).notifications).toBe(0);
    const again = expectShape(ActivityPageSchema, (await ada.get('/api/v2/activity?filter=notifications')).json());
    expect(again.items.some((item) => item.unread)).toBe(false);
  });

  it('counts what happens after a list was read, and marks it new there', async () => {
    const cleared = expectShape(UnreadCountsSchema, (await ada.post('/api/v2/unread/clear', { kind: 'replies' })).json());
    expect(cleared.replies).toBe(0);
    t.advance(60_000);
    const sketch = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND unlisted = 0 ORDER BY id LIMIT 1').id;
    expect((await paolo.post('/comment', { key: `live-${Date.now()}`, comment: 'Fresh reply', type: 'sketch', which: sketch })).statusCode).toBe(200);
    expect((await unread(ada)).replies).toBe(1);
    const replies = expectShape(ActivityPageSchema, (await ada.get('/api/v2/activity?filter=replies')).json());
    expect(replies.items[0]).toMatchObject({ kind: 'comment', text: 'Fresh reply', unread: true, user: { id: 2 } });
    expect(replies.items.slice(1).some((item) => item.unread)).toBe(false);
    // The home page's counts are the same.
    const home = (await ada.post('/api/v2/index', {})).json() as { user: { unread: { replies: number } } };
    expect(home.user.unread.replies).toBe(1);
    await ada.post('/api/v2/unread/clear', { kind: 'replies' });
    expect((await unread(ada)).replies).toBe(0);
  });

  it('reads a list up to the newest item shown: what came after the list was fetched stays new, and a read mark never moves back', async () => {
    await ada.post('/api/v2/unread/clear', { kind: 'notifications' });
    t.advance(60_000);
    const [first, second] = t.query<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND unlisted = 0 AND mature = 0 ORDER BY id LIMIT 2');
    expect((await paolo.post('/rate', { key: 'shown-rule', rating: 'rules', which: first!.id })).statusCode).toBe(200);
    const shown = expectShape(ActivityPageSchema, (await ada.get('/api/v2/activity?filter=notifications&page=1')).json());
    expect(shown.items[0]).toMatchObject({ kind: 'rule', user: { id: 2 }, unread: true });
    // A heart arrives while the page is on its way to the screen.
    t.advance(1_000);
    expect((await paolo.post('/heart', { action: 'heart', which: second!.id })).statusCode).toBe(200);
    const cleared = expectShape(UnreadCountsSchema, (await ada.post('/api/v2/unread/clear', { kind: 'notifications', upTo: shown.items[0]!.date })).json());
    expect(cleared.notifications).toBe(1);
    const next = expectShape(ActivityPageSchema, (await ada.get('/api/v2/activity?filter=notifications&page=1')).json());
    expect(next.items.filter((item) => item.unread).map((item) => item.kind)).toEqual(['heart']);
    // Read again from an older page (a cache): the heart stays read once read.
    await ada.post('/api/v2/unread/clear', { kind: 'notifications', upTo: next.items[0]!.date });
    await ada.post('/api/v2/unread/clear', { kind: 'notifications', upTo: shown.items[0]!.date });
    expect((await unread(ada)).notifications).toBe(0);
    // A date to come reads no more than what is there now.
    await ada.post('/api/v2/unread/clear', { kind: 'notifications', upTo: '2999-01-01T00:00:00.000Z' });
    t.advance(60_000);
    expect((await paolo.post('/rate', { key: 'later-rule', rating: 'rules', which: second!.id })).statusCode).toBe(200);
    expect((await unread(ada)).notifications).toBe(1);
  });

  it('marks new as many items as the badge counts: the ones since the list was read and the carried-over ones', async () => {
    const before = (await unread(greta)).notifications;
    expect(before).toBeGreaterThan(0); // the seed's carried-over count
    t.advance(60_000);
    const sketch = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 3 AND unlisted = 0 AND mature = 0 ORDER BY id DESC LIMIT 1').id;
    expect((await paolo.post('/rate', { key: 'greta-rule', rating: 'rules', which: sketch })).statusCode).toBe(200);
    const counts = await unread(greta);
    expect(counts.notifications).toBe(before + 1);
    const notes = expectShape(ActivityPageSchema, (await greta.get('/api/v2/activity?filter=notifications&page=1')).json());
    const marked = notes.items.filter((item) => item.unread).length;
    expect(marked).toBe(Math.min(notes.items.length, counts.notifications));
    expect(notes.newCount).toBe(counts.notifications);
    expect(notes.items.slice(0, marked).every((item) => item.unread)).toBe(true);
  });

  it('counts in Uploads only the sketches its list shows: no mature one for a viewer not marked mature, no taken-down one', async () => {
    t.write('UPDATE users SET mature = 0 WHERE id = 3');
    t.write('INSERT OR IGNORE INTO follows (fan_id, artist_id, date) VALUES (3, 2, ?)', '2020-01-01T00:00:00.000Z');
    await greta.post('/api/v2/unread/clear', { kind: 'uploads' });
    t.advance(60_000);
    const [plain, mature, takenDown] = t.query<{ id: number }>('SELECT id FROM sketches WHERE user_id = 2 AND unlisted = 0 AND violation IS NULL ORDER BY id LIMIT 3').map((row) => row.id);
    const readAt = t.one<{ read_at: string }>("SELECT read_at FROM activity_reads WHERE user_id = 3 AND kind = 'uploads'").read_at;
    const now = new Date(Date.parse(readAt) + 30_000).toISOString();
    t.write('UPDATE sketches SET created = ?, mature = 0 WHERE id = ?', now, plain);
    t.write('UPDATE sketches SET created = ?, mature = 1 WHERE id = ?', now, mature);
    t.write("UPDATE sketches SET created = ?, mature = 0, violation = 'copyright' WHERE id = ?", now, takenDown);
    expect((await unread(greta)).uploads).toBe(1);
    t.write('UPDATE users SET mature = 1 WHERE id = 3');
    expect((await unread(greta)).uploads).toBe(2);
    t.write('UPDATE users SET mature = 0 WHERE id = 3');
  });

  it('counts a new member\'s first notification and reply, with no list read yet, and marks them new', async () => {
    const niaId = t.one<{ id: number }>('SELECT id FROM users WHERE nickname = ?', NEW_MEMBER_NICKNAME).id;
    const nia = await t.clientAs(niaId);
    // A member who has never opened the lists (no read mark at all).
    t.write('DELETE FROM activity_reads WHERE user_id = ?', niaId);
    expect(await unread(nia)).toMatchObject({ notifications: 0, replies: 0 });
    t.advance(60_000);
    expect((await paolo.post('/api/fan', { user: niaId })).statusCode).toBe(200);
    expect((await paolo.post('/comment', { key: `nia-${Date.now()}`, comment: 'Welcome Nia!', type: 'profile', which: niaId })).statusCode).toBe(200);
    expect(await unread(nia)).toMatchObject({ notifications: 1, replies: 1 });
    const replies = expectShape(ActivityPageSchema, (await nia.get('/api/v2/activity?filter=replies')).json());
    expect(replies.items[0]).toMatchObject({ text: 'Welcome Nia!', unread: true });
  });

  it('hides users the viewer blocks', async () => {
    const blocked = t.query<{ blocked_id: number }>('SELECT blocked_id FROM blocks WHERE blocker_id = 1').map((row) => row.blocked_id);
    for (const filter of ['notifications', 'replies']) {
      for (let page = 1; page <= 3; page++) {
        const { items } = expectShape(ActivityPageSchema, (await ada.get(`/api/v2/activity?filter=${filter}&page=${page}`)).json());
        expect(items.some((item) => blocked.includes(item.user.id))).toBe(false);
      }
    }
  });

  it('refuses bad input and visitors', async () => {
    for (const query of ['', 'filter=uploads', 'filter=x', 'filter=replies&page=0']) expectError(await ada.get(`/api/v2/activity?${query}`), 400);
    for (const body of [{}, { kind: 'messages' }, { kind: 7 }, { kind: 'replies', upTo: 'yesterday' }, { kind: 'replies', upTo: 5 }]) expectError(await ada.post('/api/v2/unread/clear', body), 400);
    expectError(await visitor.get('/api/v2/activity?filter=replies'), 401);
    expectError(await visitor.get('/api/v2/unread'), 401);
    expectError(await visitor.post('/api/v2/unread/clear', { kind: 'uploads' }), 401);
    expectError(await banned.post('/api/v2/unread/clear', { kind: 'uploads' }), 403);
  });
});
