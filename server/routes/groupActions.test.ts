// @vitest-environment node
// POST /api/v2/group, the groups screen's actions (groupActions.ts): every action with good and
// bad input and as the roles that may and may not call it; answers parsed with the client's schemas.
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { GroupSketchPageSchema } from '../../src/api/schemas/galleries';
import { GroupActivityPageSchema, GroupAdminInfoSchema } from '../../src/api/schemas/groupAdmin';
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
import { GROUP_NOT_PUBLIC_MESSAGE } from './groupActions';

const t = useTestApp();
const { ada, paolo, greta, banned, visitor } = t.demoClients();

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

/** Runs `check` while user `blocker` blocks user `blocked` (a block the seed does not have). */
async function whileBlocking(blocker: number, blocked: number, check: () => Promise<void>) {
  t.write('INSERT INTO blocks (blocker_id, blocked_id, date) VALUES (?, ?, ?)', blocker, blocked, '2025-05-01T00:00:00.000Z');
  try {
    await check();
  } finally {
    t.write('DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?', blocker, blocked);
  }
}
/** The SQL condition, after a user id column, that `blocker` does not block that user. */
const notBlockedBy = (blocker: number) => `NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ${blocker})`;

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

describe('sketch counts', () => {
  // The seed's group 3 holds sketches a visitor's gallery leaves out (the first test checks it does).
  const groupId = 3;
  const member = () => t.one<{ id: number }>('SELECT user_id AS id FROM group_members WHERE group_id = ? ORDER BY user_id LIMIT 1', groupId).id;

  /** The group's gallery as `client` sees it, paged to the end, and the sketch count of each answer that carries the group. */
  async function countsSeenBy(client: TestClient) {
    let gallery = 0;
    let onGallery: number | undefined;
    type Page = { group: { sketches: number }; sketches: unknown[]; next: number | null };
    for (let page: number | null = 1; page !== null; ) {
      const answer: Page = await ok<Page>(GroupSketchPageSchema, call(client, { action: 'sketches', groupId, page }));
      gallery += answer.sketches.length;
      onGallery ??= answer.group.sketches;
      page = answer.next;
    }
    const groupIn = (groups: { id: number; sketches: number }[]) => groups.find((g) => g.id === groupId)?.sketches;
    const page = await ok<{ group: { sketches: number } }>(GroupInfoSchema, call(client, { action: 'query', groupId }));
    const all = await ok<{ groups: { id: number; sketches: number }[] }>(GroupListSchema, call(client, { action: 'search', query: '' }));
    const ofMember = await ok<{ groups: { id: number; sketches: number }[] }>(GroupListSchema, call(client, { action: 'groupsForUser', userId: member() }));
    return { gallery, counts: { onGallery, groupPage: page.group.sketches, allGroups: groupIn(all.groups), membersGroups: groupIn(ofMember.groups) } };
  }
  const each = (n: number) => ({ onGallery: n, groupPage: n, allGroups: n, membersGroups: n });

  it('says, to a visitor, as many sketches as the group’s gallery lists them, not every sketch put in it', async () => {
    const { gallery, counts } = await countsSeenBy(visitor);
    expect(gallery).toBeLessThan(count('SELECT count(*) AS n FROM group_sketches WHERE group_id = ?', groupId));
    expect(counts).toEqual(each(gallery));
  });

  it('says, to a signed-in viewer, as many as their gallery lists: not the sketches of artists they block', async () => {
    const artist = t.one<{ id: number }>(
      `SELECT s.user_id AS id FROM group_sketches gs JOIN sketches s ON s.id = gs.sketch_id
       WHERE gs.group_id = ? AND s.user_id > 6 AND s.user_id ${notBlockedBy(1)} AND s.unlisted = 0 AND s.mature = 0 AND s.violation IS NULL
       ORDER BY s.id LIMIT 1`,
      groupId,
    ).id;
    const before = await countsSeenBy(ada);
    expect(before.counts).toEqual(each(before.gallery));
    await whileBlocking(1, artist, async () => {
      const { gallery, counts } = await countsSeenBy(ada);
      expect(gallery).toBeLessThan(before.gallery);
      expect(counts).toEqual(each(gallery));
    });
  });

  it('says, to a group admin, the count of their gallery on the admin’s group info too', async () => {
    const info = expectShape(GroupAdminInfoSchema, (await greta.post('/api/v2/group', { action: 'info', groupId })).json());
    expect(info.group.sketches).toBe((await countsSeenBy(greta)).gallery);
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

  it("answers a field left out with the spec's words, as an empty one", async () => {
    const good = { action: 'request', title: 'Quiet Corner', description: 'Calm sketches.', thumbnail: '1' };
    const without = (key: keyof typeof good) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== key));
    for (const [key, words] of [['thumbnail', GROUP_TEXTS.needThumbnail], ['title', GROUP_TEXTS.fillInAll], ['description', GROUP_TEXTS.fillInAll]] as const) {
      const body = await expectError(call(ada, without(key)), 400);
      expect(body.message).toContain(words);
      expect(body).toMatchObject({ field: key, problem: words });
    }
    expect(count("SELECT count(*) AS n FROM group_requests WHERE title = 'Quiet Corner'")).toBe(0);
  });

  it('stores a name with its white space collapsed, and refuses one whose group link a group or an open request has', async () => {
    const thumbnail = String(t.one<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 0 AND mature = 0 AND violation IS NULL ORDER BY id LIMIT 1').id);
    const request = (title: string) => call(paolo, { action: 'request', title, description: 'Boats at rest.', thumbnail });
    const created = await ok<{ request: { id: number; titleHtml: string } }>(GroupRequestCreatedSchema, request('  Quiet \n\t  Harbour '));
    expect(created.request.titleHtml).toBe('Quiet Harbour');
    expect(t.one<{ title: string }>('SELECT title FROM group_requests WHERE id = ?', created.request.id).title).toBe('Quiet Harbour');
    const before = count('SELECT count(*) AS n FROM group_requests');
    // Ink Club is a group: its link is /group/ink-club, which each of these names would have too.
    for (const title of ['Ink  Club', 'Ink\nClub', 'ink club!', 'INK-CLUB']) expect((await expectError(request(title), 400)).message).toBe(GROUP_TEXTS.nameTaken);
    // An open request asks for these names already: only one of the two could ever be approved.
    for (const title of ['quiet  harbour', 'Quiet-Harbour', GROUP_DEMO.adaVotableTitle]) expect((await expectError(request(title), 400)).message).toBe(GROUP_TEXTS.nameTaken);
    expect(count('SELECT count(*) AS n FROM group_requests')).toBe(before);
  });
});

describe('add and remove', () => {
  const adaSketchInFewGroups = () =>
    t.one<{ id: number }>(
      `SELECT id FROM sketches s WHERE user_id = 1 AND unlisted = 0 AND violation IS NULL
       AND (SELECT count(*) FROM group_sketches gs WHERE gs.sketch_id = s.id) = 0 ORDER BY id LIMIT 1`,
    ).id;

  it("puts the artist's sketch in a group of theirs and takes it out", async () => {
    const sketchId = adaSketchInFewGroups();
    const groupId = adaGroups()[0]!;
    const added = await ok<{ groups: { id: number }[] }>(SketchGroupsSchema, call(ada, { action: 'add', groupId, sketchId }));
    expect(added.groups.map((g) => g.id)).toEqual([groupId]);
    const removed = await ok<{ groups: unknown[] }>(SketchGroupsSchema, call(ada, { action: 'remove', groupId, sketchId }));
    expect(removed.groups).toEqual([]);
  });

  it("logs an addition in the group admins' Activity tab, once", async () => {
    const sketchId = adaSketchInFewGroups();
    const groupId = adaGroups()[0]!;
    await ok(SketchGroupsSchema, call(ada, { action: 'add', groupId, sketchId }));
    const latest = async () => expectShape(GroupActivityPageSchema, (await greta.get('/api/v2/assist/groupActivity')).json()).items[0];
    expect(await latest()).toMatchObject({ kind: 'add', group: { id: groupId }, user: { id: 1 }, sketch: { id: sketchId } });
    // Added already: nothing changes, nothing more is logged.
    const logged = count('SELECT count(*) AS n FROM group_activity');
    await ok(SketchGroupsSchema, call(ada, { action: 'add', groupId, sketchId }));
    expect(count('SELECT count(*) AS n FROM group_activity')).toBe(logged);
    await ok(SketchGroupsSchema, call(ada, { action: 'remove', groupId, sketchId }));
  });

  it('refuses to put an unlisted or taken-down sketch in a group (400, not the 409 of the ten-group limit)', async () => {
    const groupId = adaGroups()[0]!;
    const unlisted = t.one<{ id: number }>('SELECT id FROM sketches s WHERE user_id = 1 AND unlisted = 1 AND id NOT IN (SELECT sketch_id FROM group_sketches) ORDER BY id LIMIT 1').id;
    expect((await expectError(call(ada, { action: 'add', groupId, sketchId: unlisted }), 400)).message).toBe(GROUP_NOT_PUBLIC_MESSAGE);
    const takenDown = adaSketchInFewGroups();
    t.write("UPDATE sketches SET violation = 'copyright' WHERE id = ?", takenDown);
    try {
      expect((await expectError(call(ada, { action: 'add', groupId, sketchId: takenDown }), 400)).message).toBe(GROUP_NOT_PUBLIC_MESSAGE);
    } finally {
      t.write('UPDATE sketches SET violation = NULL WHERE id = ?', takenDown);
    }
    expect(count('SELECT count(*) AS n FROM group_sketches WHERE sketch_id IN (?, ?)', unlisted, takenDown)).toBe(0);
  });

  it('offers no group to add an unlisted sketch to, and keeps the groups it is in already', async () => {
    const eligibleGroups = async (id: number) => ((await ada.get(`/api/v2/sketchInfo/${id}`)).json() as { eligibleGroups: unknown[] }).eligibleGroups;
    const sketch = adaSketchInFewGroups();
    const groupsBefore = count('SELECT count(*) AS n FROM group_sketches WHERE sketch_id = ?', sketch);
    expect((await eligibleGroups(sketch)).length).toBeGreaterThan(0);
    t.write('UPDATE sketches SET unlisted = 1 WHERE id = ?', sketch);
    try {
      expect(await eligibleGroups(sketch)).toEqual([]);
      const groups = ((await ada.get(`/api/v2/sketchInfo/${sketch}`)).json() as { groups: unknown[] }).groups;
      expect(groups).toHaveLength(groupsBefore);
    } finally {
      t.write('UPDATE sketches SET unlisted = 0 WHERE id = ?', sketch);
    }
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

describe('users the viewer blocks', () => {
  it('are hidden from the requests; a group admin, who decides them, still sees them all', async () => {
    const request = t.one<{ id: number; user_id: number }>(
      `SELECT id, user_id FROM group_requests WHERE status = 'open' AND user_id NOT IN (1, 3) AND user_id ${notBlockedBy(1)} AND user_id ${notBlockedBy(3)} ORDER BY id LIMIT 1`,
    );
    const listed = async (client: TestClient) => (await ok<{ requests: { id: number }[] }>(GroupRequestListSchema, call(client, { action: 'requests' }))).requests.map((r) => r.id);
    expect(await listed(ada)).toContain(request.id);
    await whileBlocking(1, request.user_id, async () => {
      expect(await listed(ada)).not.toContain(request.id);
      expect(await listed(visitor)).toContain(request.id);
    });
    await whileBlocking(3, request.user_id, async () => expect(await listed(greta)).toContain(request.id));
  });

  it("are hidden from a group page's officials", async () => {
    const official = t.one<{ groupId: number; userId: number }>(
      `SELECT group_id AS groupId, user_id AS userId FROM group_members WHERE role = 'admin' AND user_id <> 1 AND user_id ${notBlockedBy(1)} ORDER BY group_id LIMIT 1`,
    );
    const officials = async (client: TestClient) =>
      (await ok<{ officials: { id: number }[] }>(GroupInfoSchema, call(client, { action: 'query', groupId: official.groupId }))).officials.map((u) => u.id);
    expect(await officials(ada)).toContain(official.userId);
    await whileBlocking(1, official.userId, async () => {
      expect(await officials(ada)).not.toContain(official.userId);
      expect(await officials(visitor)).toContain(official.userId);
    });
  });
});

it('refuses an unknown action', async () => {
  await expectError(call(visitor, { action: 'nope' }), 400);
  await expectError(call(visitor, {}), 400);
});
