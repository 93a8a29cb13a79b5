// @vitest-environment node
// POST /api/v2/group, the groups screen's actions (groupActions.ts): every action with good and
// bad input and as the roles that may and may not call it; answers parsed with the client's schemas.
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import {
  GroupEventListSchema,
  GroupInfoSchema,
  GroupListSchema,
  GroupRequestCreatedSchema,
  GroupRequestListSchema,
  GroupRequestVoteSchema,
  SketchGroupsSchema,
} from '../../src/api/schemas/groups';
import { GROUP_TEXTS, MAX_GROUPS_PER_SKETCH } from '../../src/lib/groupRules';
import { GROUP_DEMO } from '../seed/seedGroupRequests';
import { expectShape } from '../testing/expectShape';
import type { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
const { ada, paolo, banned, visitor } = t.demoClients();

const call = (client: TestClient, body: Record<string, unknown>) => client.post('/api/v2/group', body);
const expectError = async (pending: ReturnType<typeof call>, status: number, message?: string) => {
  const response = await pending;
  expect(response.statusCode).toBe(status);
  const body = expectShape(ErrorBodySchema, response.json());
  if (message) expect(body.message).toBe(message);
  return body;
};
const ok = async <T>(schema: Parameters<typeof expectShape>[0], pending: ReturnType<typeof call>) => {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(200);
  return expectShape(schema, response.json()) as T;
};
const requestId = (title: string) => t.one<{ id: number }>('SELECT id FROM group_requests WHERE title = ?', title).id;
const adaGroups = () => t.query<{ id: number }>('SELECT group_id AS id FROM group_members WHERE user_id = 1 ORDER BY group_id').map((r) => r.id);
const count = (sql: string, ...params: unknown[]) => t.one<{ n: number }>(sql, ...params).n;

describe('search', () => {
  it('finds groups by title or description, and lists every group for an empty query', async () => {
    const all = await ok<{ groups: { title: string }[] }>(GroupListSchema, call(visitor, { action: 'search', query: '' }));
    expect(all.groups).toHaveLength(count('SELECT count(*) AS n FROM groups'));
    const ink = await ok<{ groups: { title: string }[] }>(GroupListSchema, call(visitor, { action: 'search', query: ' ink ' }));
    expect(ink.groups.map((g) => g.title)).toContain('Ink Club');
    const none = await ok<{ groups: unknown[] }>(GroupListSchema, call(visitor, { action: 'search', query: 'zzqxj' }));
    expect(none.groups).toEqual([]);
    // LIKE wildcards are searched as text.
    expect((await ok<{ groups: unknown[] }>(GroupListSchema, call(visitor, { action: 'search', query: '%' }))).groups).toEqual([]);
  });

  it('refuses a missing, non-text or over-long query', async () => {
    await expectError(call(visitor, { action: 'search' }), 400);
    await expectError(call(visitor, { action: 'search', query: 5 }), 400);
    await expectError(call(visitor, { action: 'search', query: 'x'.repeat(101) }), 400);
  });
});

describe('query', () => {
  it('gives the group page: counts, running events, officials, and whether the viewer is in it', async () => {
    const host = t.one<{ id: number }>('SELECT group_id AS id FROM group_events WHERE title_html = ?', GROUP_DEMO.runningEventTitle).id;
    const asAda = await ok<{ group: { id: number; users: number; events?: number }; events: { titleHtml: string }[]; officials: unknown[]; member: boolean }>(
      GroupInfoSchema,
      call(ada, { action: 'query', groupId: host }),
    );
    expect(asAda.group.id).toBe(host);
    expect(asAda.group.users).toBe(count('SELECT count(*) AS n FROM group_members WHERE group_id = ?', host));
    expect(asAda.events.map((e) => e.titleHtml)).toContain(GROUP_DEMO.runningEventTitle);
    expect(asAda.group.events).toBe(asAda.events.length);
    expect(asAda.officials.length).toBeGreaterThan(0);
    expect(asAda.member).toBe(adaGroups().includes(host));
    expect((await ok<{ member: boolean }>(GroupInfoSchema, call(visitor, { action: 'query', groupId: host }))).member).toBe(false);
  });

  it("answers 404 'Invalid group' for an unknown group, 400 for a bad id", async () => {
    await expectError(call(visitor, { action: 'query', groupId: 99999 }), 404, GROUP_TEXTS.invalidGroup);
    for (const groupId of [0, -1, 'abc', null, [1]]) await expectError(call(visitor, { action: 'query', groupId }), 400);
  });
});

describe('groupsForUser', () => {
  it("lists the viewer's groups, another user's, and none for a visitor", async () => {
    const mine = await ok<{ groups: { id: number }[] }>(GroupListSchema, call(ada, { action: 'groupsForUser' }));
    expect(mine.groups.map((g) => g.id).sort((a, b) => a - b)).toEqual(adaGroups());
    expect(mine.groups.length).toBe(MAX_GROUPS_PER_SKETCH + 1); // one more than a sketch may be in (seedGroupRequests)
    const lonely = t.one<{ id: number }>(GROUP_DEMO.noGroupsUserSql.replace('min(id)', 'min(id) AS id')).id;
    expect((await ok<{ groups: unknown[] }>(GroupListSchema, call(visitor, { action: 'groupsForUser', userId: lonely }))).groups).toEqual([]);
    expect((await ok<{ groups: unknown[] }>(GroupListSchema, call(visitor, { action: 'groupsForUser' }))).groups).toEqual([]);
    await expectError(call(visitor, { action: 'groupsForUser', userId: 999999 }), 404);
    await expectError(call(visitor, { action: 'groupsForUser', userId: 'me' }), 400);
  });
});

describe('events', () => {
  it('lists the running events only, the soonest to end first', async () => {
    const { events } = await ok<{ events: { endDate: string; titleHtml: string }[] }>(GroupEventListSchema, call(visitor, { action: 'events' }));
    const running = count("SELECT count(*) AS n FROM group_events WHERE end_date > '2025-06-01T12:00:00.000Z' AND start_date <= '2025-06-01T12:00:00.000Z'");
    expect(running).toBeGreaterThan(1);
    expect(events).toHaveLength(running);
    expect(count('SELECT count(*) AS n FROM group_events')).toBeGreaterThan(running); // ended ones exist and are not listed
    const ends = events.map((e) => e.endDate);
    expect([...ends].sort()).toEqual(ends);
    await expectError(call(visitor, { action: ['events'] }), 400);
  });
});

describe('requests and votes', () => {
  it('lists open requests, most upvotes first, with the viewer’s votes; approved and rejected ones are not listed', async () => {
    const { requests } = await ok<{ requests: { titleHtml: string; upvotes: number; voted: boolean; date: string }[] }>(
      GroupRequestListSchema,
      call(ada, { action: 'requests' }),
    );
    const votes = requests.map((r) => r.upvotes);
    expect([...votes].sort((a, b) => b - a)).toEqual(votes);
    expect(requests).toHaveLength(count("SELECT count(*) AS n FROM group_requests WHERE status = 'open'"));
    expect(requests.find((r) => r.titleHtml === GROUP_DEMO.adaVotedTitle)?.voted).toBe(true);
    expect(requests.find((r) => r.titleHtml === GROUP_DEMO.adaVotableTitle)?.voted).toBe(false);
    const asVisitor = await ok<{ requests: { voted: boolean }[] }>(GroupRequestListSchema, call(visitor, { action: 'requests' }));
    expect(asVisitor.requests.every((r) => !r.voted)).toBe(true);
  });

  it('counts a vote once per user, and refuses one after 30 days, on an unknown request, from visitors and banned users', async () => {
    const id = requestId(GROUP_DEMO.adaVotableTitle);
    const before = count('SELECT count(*) AS n FROM group_request_votes WHERE request_id = ?', id);
    const vote = await ok<{ upvotes: number }>(GroupRequestVoteSchema, call(ada, { action: 'requestVote', requestId: id }));
    expect(vote.upvotes).toBe(before + 1);
    await expectError(call(ada, { action: 'requestVote', requestId: id }), 409);
    await expectError(call(ada, { action: 'requestVote', requestId: requestId(GROUP_DEMO.closedTitle) }), 409, 'Voting on this request has closed.');
    await expectError(call(ada, { action: 'requestVote', requestId: 999999 }), 404);
    await expectError(call(ada, { action: 'requestVote', requestId: 'x' }), 400);
    await expectError(call(visitor, { action: 'requestVote', requestId: id }), 401);
    await expectError(call(banned, { action: 'requestVote', requestId: id }), 403);
    expect(count('SELECT count(*) AS n FROM group_request_votes WHERE request_id = ?', id)).toBe(before + 1);
  });

  it('takes a request with a name, a description and a thumbnail sketch link, and lists it', async () => {
    const sketch = t.one<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 0 ORDER BY id LIMIT 1').id;
    const created = await ok<{ request: { id: number; titleHtml: string; descriptionHtml: string; upvotes: number; user: number } }>(
      GroupRequestCreatedSchema,
      call(paolo, { action: 'request', title: ' Moon <b>Painters</b> ', description: 'Only\nmoons', thumbnail: `https://sketchery.app/sketch/${sketch}` }),
    );
    expect(created.request).toMatchObject({ titleHtml: 'Moon &lt;b&gt;Painters&lt;/b&gt;', descriptionHtml: 'Only<br>moons', upvotes: 0, user: 2 });
    expect(t.one<{ title: string }>('SELECT title FROM group_requests WHERE id = ?', created.request.id).title).toBe('Moon <b>Painters</b>');
    const listed = await ok<{ requests: { id: number }[] }>(GroupRequestListSchema, call(visitor, { action: 'requests' }));
    expect(listed.requests.map((r) => r.id)).toContain(created.request.id);
  });

  it('refuses a request without all the info, without a thumbnail sketch or for a name a group has, and from visitors', async () => {
    const before = count('SELECT count(*) AS n FROM group_requests');
    const good = { action: 'request', title: 'Quiet Corner', description: 'Calm sketches.', thumbnail: '1' };
    expect((await expectError(call(ada, { ...good, title: '  ' }), 400)).message).toContain(GROUP_TEXTS.fillInAll);
    expect((await expectError(call(ada, { ...good, description: '' }), 400)).message).toContain(GROUP_TEXTS.fillInAll);
    await expectError(call(ada, { ...good, title: undefined }), 400);
    expect((await expectError(call(ada, { ...good, thumbnail: 'not a link' }), 400)).message).toBe(GROUP_TEXTS.needThumbnail);
    expect((await expectError(call(ada, { ...good, thumbnail: 'https://x.com/sketch/99999999' }), 400)).message).toBe(GROUP_TEXTS.needThumbnail);
    // Everyone sees the thumbnail: not the requester's own mature or unlisted sketch either.
    for (const condition of ['mature = 1', 'unlisted = 1']) {
      const hidden = t.one<{ id: number }>(`SELECT id FROM sketches WHERE user_id = 1 AND ${condition} ORDER BY id LIMIT 1`).id;
      expect((await expectError(call(ada, { ...good, thumbnail: String(hidden) }), 400)).message).toBe(GROUP_TEXTS.publicThumbnail);
    }
    const takenDown = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND unlisted = 0 AND mature = 0 ORDER BY id DESC LIMIT 1').id;
    t.write("UPDATE sketches SET violation = 'copyright' WHERE id = ?", takenDown);
    try {
      expect((await expectError(call(ada, { ...good, thumbnail: String(takenDown) }), 400)).message).toBe(GROUP_TEXTS.publicThumbnail);
    } finally {
      t.write('UPDATE sketches SET violation = NULL WHERE id = ?', takenDown);
    }
    await expectError(call(ada, { ...good, title: 'x'.repeat(65) }), 400);
    // A group has the name already: the request could never be approved.
    const taken = t.one<{ title: string }>('SELECT title FROM groups ORDER BY id LIMIT 1').title;
    expect((await expectError(call(ada, { ...good, title: taken }), 400)).message).toBe(GROUP_TEXTS.nameTaken);
    await expectError(call(visitor, good), 401);
    await expectError(call(banned, good), 403);
    expect(count('SELECT count(*) AS n FROM group_requests')).toBe(before);
  });
});

describe('add and remove', () => {
  const adaSketchInFewGroups = () =>
    t.one<{ id: number }>(
      `SELECT id FROM sketches s WHERE user_id = 1 AND (SELECT count(*) FROM group_sketches gs WHERE gs.sketch_id = s.id) = 0 ORDER BY id LIMIT 1`,
    ).id;

  it("puts the artist's sketch in a group of theirs and takes it out", async () => {
    const sketchId = adaSketchInFewGroups();
    const groupId = adaGroups()[0]!;
    const added = await ok<{ groups: { id: number }[] }>(SketchGroupsSchema, call(ada, { action: 'add', groupId, sketchId }));
    expect(added.groups.map((g) => g.id)).toEqual([groupId]);
    const removed = await ok<{ groups: unknown[] }>(SketchGroupsSchema, call(ada, { action: 'remove', groupId, sketchId }));
    expect(removed.groups).toEqual([]);
  });

  it('refuses an eleventh group, a group the artist is not in, someone else’s sketch, visitors and bad ids', async () => {
    const full = t.one<{ id: number }>('SELECT sketch_id AS id FROM group_sketches gs JOIN sketches s ON s.id = gs.sketch_id WHERE s.user_id = 1 GROUP BY sketch_id HAVING count(*) = 10 LIMIT 1').id;
    // A group she is not in is refused; her eleventh group is one too many for this sketch.
    const outsider = t.one<{ id: number }>('SELECT id FROM groups WHERE id NOT IN (SELECT group_id FROM group_members WHERE user_id = 1) ORDER BY id LIMIT 1').id;
    await expectError(call(ada, { action: 'add', groupId: outsider, sketchId: full }), 403);
    const eleventh = t.one<{ id: number }>('SELECT group_id AS id FROM group_members WHERE user_id = 1 AND group_id NOT IN (SELECT group_id FROM group_sketches WHERE sketch_id = ?)', full).id;
    await expectError(call(ada, { action: 'add', groupId: eleventh, sketchId: full }), 409, GROUP_TEXTS.tooManyGroups);
    const other = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 2 ORDER BY id LIMIT 1').id;
    await expectError(call(ada, { action: 'add', groupId: adaGroups()[0], sketchId: other }), 403);
    await expectError(call(ada, { action: 'remove', groupId: adaGroups()[0], sketchId: other }), 403);
    await expectError(call(ada, { action: 'add', groupId: 99999, sketchId: adaSketchInFewGroups() }), 404, GROUP_TEXTS.invalidGroup);
    await expectError(call(ada, { action: 'add', groupId: 'x', sketchId: full }), 400);
    await expectError(call(visitor, { action: 'add', groupId: outsider, sketchId: full }), 401);
    expect(count('SELECT count(*) AS n FROM group_sketches WHERE sketch_id = ?', full)).toBe(MAX_GROUPS_PER_SKETCH);
  });
});

it('refuses an unknown action', async () => {
  await expectError(call(visitor, { action: 'nope' }), 400);
  await expectError(call(visitor, {}), 400);
});
