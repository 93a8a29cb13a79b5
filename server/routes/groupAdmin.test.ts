// @vitest-environment node
// Group admin on the server: the assist calls and the admin actions of POST /api/v2/group, each
// with good input, bad input (4xx, nothing written) and the roles it refuses; answers are parsed
// with the client's schemas.
import { describe, expect, it } from 'vitest';
import { OkSchema } from '../../src/api/schemas/common';
import { GroupListSchema, GroupRequestListSchema } from '../../src/api/schemas/groups';
import {
  FeatureQueueSchema,
  GroupActivityPageSchema,
  GroupAdminInfoSchema,
  GroupFeaturePageSchema,
  GroupModSchema,
  GroupStatsPageSchema,
  GroupSuggestSchema,
  RequestApproveSchema,
} from '../../src/api/schemas/groupAdmin';
import { GROUP_ADMIN_TEXTS, groupLinkName } from '../../src/lib/groupAdminRules';
import { GROUP_TEXTS } from '../../src/lib/groupRules';
import { GROUP_ADMIN_DEMO } from '../seed/seedGroupAdmin';
import { expectError, expectShape } from '../testing/expectShape';
import type { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
const { greta, gus, ada, paolo, banned, visitor } = t.demoClients();

type Response = { statusCode: number; json: () => unknown };
const count = (sql: string, ...params: unknown[]) => t.one<{ n: number }>(`SELECT count(*) AS n FROM (${sql})`, ...params).n;
const activityCount = () => count('SELECT id FROM group_activity');

/** Every refused role: visitor 401; artist, patron and a suspended user 403. Nothing written. */
async function expectRefused(call: (client: TestClient) => Promise<Response>) {
  const before = activityCount();
  expectError(await call(visitor), 401);
  for (const client of [ada, paolo, banned]) expectError(await call(client), 403);
  expect(activityCount()).toBe(before);
}

const openRequest = (title: string) => t.one<{ id: number; user_id: number }>("SELECT id, user_id FROM group_requests WHERE title = ? AND status = 'open'", title);

describe('GET /api/v2/assist/groupActivity', () => {
  it('pages the activity log, newest first, with a cursor that ends empty', async () => {
    const first = expectShape(GroupActivityPageSchema, (await greta.get('/api/v2/assist/groupActivity')).json());
    expect(first.items).toHaveLength(25);
    expect(first.cursor).toBe('25');
    const dates = first.items.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = expectShape(GroupActivityPageSchema, (await greta.get(`/api/v2/assist/groupActivity?cursor=${first.cursor}`)).json());
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect(second.items[0]!.date <= first.items.at(-1)!.date).toBe(true);
    const total = activityCount();
    const last = expectShape(GroupActivityPageSchema, (await gus.get(`/api/v2/assist/groupActivity?cursor=${total - 3}`)).json());
    expect(last).toMatchObject({ cursor: '' });
    expect(last.items).toHaveLength(3);
  });

  it('refuses a cursor that is not one of its own (400)', async () => {
    expectError(await greta.get('/api/v2/assist/groupActivity?cursor=abc'), 400);
  });

  it('is refused to visitors, artists, patrons and suspended users', async () => {
    await expectRefused((client) => client.get('/api/v2/assist/groupActivity'));
  });
});

describe('GET /api/v2/assist/groupStats', () => {
  it('lists every group with its figures, sorted as asked, in pages', async () => {
    const groups = count('SELECT id FROM groups');
    const bySketches = expectShape(GroupStatsPageSchema, (await greta.get('/api/v2/assist/groupStats?sort=sketches')).json());
    const figures = bySketches.groups.map((group) => group.sketches);
    expect([...figures].sort((a, b) => b - a)).toEqual(figures);
    const byTitle = expectShape(GroupStatsPageSchema, (await greta.get('/api/v2/assist/groupStats?sort=title')).json());
    const titles = byTitle.groups.map((group) => group.title.toLowerCase());
    expect([...titles].sort()).toEqual(titles);
    let seen = byTitle.groups.length;
    let cursor = byTitle.cursor;
    while (cursor) {
      const page = expectShape(GroupStatsPageSchema, (await greta.get(`/api/v2/assist/groupStats?sort=title&cursor=${cursor}`)).json());
      seen += page.groups.length;
      cursor = page.cursor;
    }
    expect(seen).toBe(groups);
  });

  it('refuses an unknown sort (400)', async () => {
    expectError(await greta.get('/api/v2/assist/groupStats?sort=popular'), 400);
  });

  it('is refused to visitors, artists, patrons and suspended users', async () => {
    await expectRefused((client) => client.get('/api/v2/assist/groupStats'));
  });
});

describe('/api/v2/assist/groupFeatures and /features', () => {
  it('lists the new feature requests in pages; approving one with a message queues it, rejecting removes it', async () => {
    const first = expectShape(GroupFeaturePageSchema, (await greta.post('/api/v2/assist/groupFeatures', { cursor: '' })).json());
    expect(first.features).toHaveLength(25);
    const rest = expectShape(GroupFeaturePageSchema, (await greta.post('/api/v2/assist/groupFeatures', { cursor: first.cursor })).json());
    expect(first.features.length + rest.features.length).toBe(GROUP_ADMIN_DEMO.newFeatures);
    expect(rest.cursor).toBe('');
    const queue = expectShape(FeatureQueueSchema, (await greta.get('/api/v2/assist/features?queue=1')).json());
    expect(queue.sketches).toHaveLength(GROUP_ADMIN_DEMO.queuedFeatures);

    const [approved, rejected] = first.features;
    const approve = await greta.post('/api/v2/assist/groupFeatures', { action: 'approve', id: approved!.id, group: approved!.group.id, message: '  Congratulations!  ' });
    expectShape(OkSchema, approve.json());
    const reject = await gus.post('/api/v2/assist/groupFeatures', { action: 'reject', id: rejected!.id, group: rejected!.group.id, message: '' });
    expectShape(OkSchema, reject.json());
    const after = expectShape(GroupFeaturePageSchema, (await greta.post('/api/v2/assist/groupFeatures', {})).json());
    expect(after.features.map((f) => f.id)).not.toContain(approved!.id);
    expect(after.features.map((f) => f.id)).not.toContain(rejected!.id);
    const queued = expectShape(FeatureQueueSchema, (await greta.get('/api/v2/assist/features')).json()).sketches.find((f) => f.id === approved!.id);
    expect(queued).toMatchObject({ message: 'Congratulations!', approvedBy: 'GroupGreta' });
    // Decided once: a second decision finds nothing to decide.
    expectError(await greta.post('/api/v2/assist/groupFeatures', { action: 'reject', id: approved!.id, group: approved!.group.id, message: '' }), 404);
  });

  it('needs a non-empty message to approve, the right group and a known action (4xx, nothing changes)', async () => {
    const [feature] = expectShape(GroupFeaturePageSchema, (await greta.post('/api/v2/assist/groupFeatures', {})).json()).features;
    const body = { action: 'approve', id: feature!.id, group: feature!.group.id };
    expect(expectError(await greta.post('/api/v2/assist/groupFeatures', { ...body, message: '   ' }), 400).message).toBe('Approving a feature needs a message.');
    expectError(await greta.post('/api/v2/assist/groupFeatures', { ...body, group: feature!.group.id + 1, message: 'Hi' }), 404);
    expectError(await greta.post('/api/v2/assist/groupFeatures', { ...body, action: 'feature', message: 'Hi' }), 400);
    expectError(await greta.post('/api/v2/assist/groupFeatures', { cursor: 'x' }), 400);
    expect(t.one<{ state: string }>('SELECT state FROM group_features WHERE id = ?', feature!.id).state).toBe('new');
  });

  it('leaves out, and refuses to decide, a request whose sketch was taken down or unlisted since; the log names no such sketch', async () => {
    const [feature] = expectShape(GroupFeaturePageSchema, (await greta.post('/api/v2/assist/groupFeatures', {})).json()).features;
    const sketchId = feature!.sketch.id;
    const listed = async () => expectShape(GroupFeaturePageSchema, (await greta.post('/api/v2/assist/groupFeatures', {})).json()).features.map((f) => f.id);
    t.write('INSERT INTO group_activity (group_id, user_id, kind, sketch_id, date) VALUES (?, 3, ?, ?, ?)', feature!.group.id, 'suggest', sketchId, '2099-01-01T00:00:00.000Z');
    const loggedSketch = async () => expectShape(GroupActivityPageSchema, (await greta.get('/api/v2/assist/groupActivity')).json()).items[0]!.sketch;
    expect(await loggedSketch()).toMatchObject({ id: sketchId });
    for (const hidden of ["violation = 'inappropriate'", 'unlisted = 1']) {
      t.write(`UPDATE sketches SET ${hidden} WHERE id = ?`, sketchId);
      try {
        expect(await listed(), hidden).not.toContain(feature!.id);
        expect(await loggedSketch(), hidden).toBeNull();
        expectError(await greta.post('/api/v2/assist/groupFeatures', { action: 'approve', id: feature!.id, group: feature!.group.id, message: 'Hi' }), 404);
        expect(t.one<{ state: string }>('SELECT state FROM group_features WHERE id = ?', feature!.id).state, hidden).toBe('new');
      } finally {
        t.write('UPDATE sketches SET violation = NULL, unlisted = 0 WHERE id = ?', sketchId);
      }
    }
    expect(await listed()).toContain(feature!.id);
    t.write("DELETE FROM group_activity WHERE date = '2099-01-01T00:00:00.000Z'");
  });

  it('are refused to visitors, artists, patrons and suspended users', async () => {
    const feature = t.one<{ id: number; group_id: number }>("SELECT id, group_id FROM group_features WHERE state = 'new' LIMIT 1");
    await expectRefused((client) => client.post('/api/v2/assist/groupFeatures', {}));
    await expectRefused((client) => client.post('/api/v2/assist/groupFeatures', { action: 'approve', id: feature.id, group: feature.group_id, message: 'Mine' }));
    await expectRefused((client) => client.get('/api/v2/assist/features'));
    expect(t.one<{ state: string }>('SELECT state FROM group_features WHERE id = ?', feature.id).state).toBe('new');
  });
});

describe('POST /api/v2/assist/groupMod', () => {
  it('sets and clears the official flag of a group, and logs it', async () => {
    const group = t.one<{ id: number; official: number }>('SELECT id, official FROM groups WHERE official = 0 ORDER BY id LIMIT 1');
    expect(expectShape(GroupModSchema, (await greta.post('/api/v2/assist/groupMod', { id: group.id, official: true })).json())).toEqual({ id: group.id, official: true });
    expect(t.one<{ official: number }>('SELECT official FROM groups WHERE id = ?', group.id).official).toBe(1);
    const latest = expectShape(GroupActivityPageSchema, (await greta.get('/api/v2/assist/groupActivity')).json()).items[0];
    expect(latest).toMatchObject({ kind: 'official', group: { id: group.id }, user: { id: 3 } });
    await gus.post('/api/v2/assist/groupMod', { id: group.id, official: false });
    expect(t.one<{ official: number }>('SELECT official FROM groups WHERE id = ?', group.id).official).toBe(0);
  });

  it('refuses an unknown group (404 Invalid group) and a flag that is not one (400)', async () => {
    expect(expectError(await greta.post('/api/v2/assist/groupMod', { id: 999999, official: true }), 404).message).toBe('Invalid group');
    expectError(await greta.post('/api/v2/assist/groupMod', { id: 1, official: 'maybe' }), 400);
  });

  it('is refused to visitors, artists, patrons and suspended users', async () => {
    const before = t.one<{ official: number }>('SELECT official FROM groups WHERE id = 1').official;
    await expectRefused((client) => client.post('/api/v2/assist/groupMod', { id: 1, official: before === 0 }));
    expect(t.one<{ official: number }>('SELECT official FROM groups WHERE id = 1').official).toBe(before);
  });
});

describe('POST /api/v2/assist/groupSuggest', () => {
  const sketch = () => t.one<{ id: number; title: string }>("SELECT id, coalesce(title, '') AS title FROM sketches WHERE unlisted = 0 AND id NOT IN (SELECT sketch_id FROM group_features) ORDER BY id LIMIT 1");

  it('makes a new feature request of the sketch for the group', async () => {
    const { id, title } = sketch();
    const made = expectShape(GroupSuggestSchema, (await greta.post('/api/v2/assist/groupSuggest', { groupId: 2, groupTitle: 'Ink Club', sketchId: id, sketchTitle: title })).json());
    expect(t.one('SELECT group_id, sketch_id, user_id, state FROM group_features WHERE id = ?', made.id)).toEqual({ group_id: 2, sketch_id: id, user_id: 3, state: 'new' });
    // The same sketch again for the same group: already proposed.
    expectError(await greta.post('/api/v2/assist/groupSuggest', { groupId: 2, groupTitle: 'Ink Club', sketchId: id, sketchTitle: title }), 400);
  });

  it('refuses a group or sketch that does not exist (404) and malformed input (400)', async () => {
    const before = count('SELECT id FROM group_features');
    expectError(await greta.post('/api/v2/assist/groupSuggest', { groupId: 999999, groupTitle: 'x', sketchId: sketch().id, sketchTitle: 'x' }), 404);
    expectError(await greta.post('/api/v2/assist/groupSuggest', { groupId: 1, groupTitle: 'x', sketchId: 99999999, sketchTitle: 'x' }), 404);
    expectError(await greta.post('/api/v2/assist/groupSuggest', { groupId: 'one', groupTitle: 'x', sketchId: 1, sketchTitle: 'x' }), 400);
    expect(count('SELECT id FROM group_features')).toBe(before);
  });

  it("answers a sketch the group may not hold, missing, unlisted or taken down, with the spec's words (404)", async () => {
    const before = count('SELECT id FROM group_features');
    const unlisted = t.one<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 1 ORDER BY id LIMIT 1').id;
    const takenDown = sketch().id;
    t.write("UPDATE sketches SET violation = 'copyright' WHERE id = ?", takenDown);
    try {
      for (const sketchId of [99999999, unlisted, takenDown]) {
        const refused = expectError(await greta.post('/api/v2/assist/groupSuggest', { groupId: 2, groupTitle: 'Ink Club', sketchId, sketchTitle: 'x' }), 404);
        expect(refused.message).toBe(GROUP_ADMIN_TEXTS.suggestInvalid);
      }
    } finally {
      t.write('UPDATE sketches SET violation = NULL WHERE id = ?', takenDown);
    }
    expect(count('SELECT id FROM group_features')).toBe(before);
  });

  it('is refused to visitors, artists, patrons and suspended users', async () => {
    await expectRefused((client) => client.post('/api/v2/assist/groupSuggest', { groupId: 1, groupTitle: 'x', sketchId: sketch().id, sketchTitle: 'x' }));
  });
});

describe('POST /api/v2/group, admin actions', () => {
  it('info: a group by id or by the name in its link', async () => {
    const group = t.one<{ id: number; title: string }>('SELECT id, title FROM groups WHERE id = 4');
    const byId = expectShape(GroupAdminInfoSchema, (await greta.post('/api/v2/group', { action: 'info', groupId: group.id })).json());
    expect(byId.group).toMatchObject({ id: group.id, title: group.title });
    const byName = expectShape(GroupAdminInfoSchema, (await gus.post('/api/v2/group', { action: 'info', groupId: groupLinkName(group.title) })).json());
    expect(byName.group.id).toBe(group.id);
    expect(expectError(await greta.post('/api/v2/group', { action: 'info', groupId: 'no-such-group' }), 404).message).toBe('Invalid group');
    expectError(await greta.post('/api/v2/group', { action: 'info', groupId: 'bad name!' }), 400);
    await expectRefused((client) => client.post('/api/v2/group', { action: 'info', groupId: group.id }));
  });

  it('requestApprove: makes the group of the request, its requester its admin; the request leaves the list', async () => {
    const request = openRequest('Botanical Studies');
    await expectRefused((client) => client.post('/api/v2/group', { action: 'requestApprove', requestId: request.id }));
    const made = expectShape(RequestApproveSchema, (await greta.post('/api/v2/group', { action: 'requestApprove', requestId: request.id })).json());
    expect(t.one('SELECT title FROM groups WHERE id = ?', made.groupId)).toEqual({ title: 'Botanical Studies' });
    expect(t.one('SELECT role FROM group_members WHERE group_id = ? AND user_id = ?', made.groupId, request.user_id)).toEqual({ role: 'admin' });
    const listed = expectShape(GroupRequestListSchema, (await greta.post('/api/v2/group', { action: 'requests' })).json());
    expect(listed.requests.map((r) => r.id)).not.toContain(request.id);
    const search = expectShape(GroupListSchema, (await ada.post('/api/v2/group', { action: 'search', query: 'Botanical' })).json());
    expect(search.groups.map((g) => g.id)).toContain(made.groupId);
    // Approved once: nothing open to approve any more.
    expectError(await greta.post('/api/v2/group', { action: 'requestApprove', requestId: request.id }), 404);
    expectError(await greta.post('/api/v2/group', { action: 'requestApprove', requestId: 'x' }), 400);
  });

  it('requestApprove: refuses a request whose thumbnail sketch was deleted since (a group must have one), and it stays open', async () => {
    // An open request no other test approves, whose thumbnail its artist may delete (not in a compo).
    const request = t.one<{ id: number }>(
      `SELECT r.id FROM group_requests r JOIN sketches s ON s.id = r.thumbnail_sketch_id WHERE r.status = 'open' AND r.title NOT IN ('Botanical Studies', 'Hands and Feet')
         AND s.compo_place IS NULL AND s.id NOT IN (SELECT sketch_id FROM compo_entries) ORDER BY r.id DESC LIMIT 1`,
    );
    const thumbnail = t.one<{ thumbnail_sketch_id: number }>('SELECT thumbnail_sketch_id FROM group_requests WHERE id = ?', request.id).thumbnail_sketch_id;
    const owner = await t.clientAs(t.one<{ user_id: number }>('SELECT user_id FROM sketches WHERE id = ?', thumbnail).user_id);
    expect((await owner.post(`/api/v2/sketch/${thumbnail}`, { action: 'delete' })).statusCode).toBe(200);
    const refused = expectError(await greta.post('/api/v2/group', { action: 'requestApprove', requestId: request.id }), 400);
    expect(refused.message).toBe(GROUP_TEXTS.needThumbnail);
    expect(t.one<{ status: string }>('SELECT status FROM group_requests WHERE id = ?', request.id).status).toBe('open');
  });

  it('requestApprove: refuses a request whose group link a group has, and names the group with its white space collapsed', async () => {
    // Requests stored before the request's own checks knew of link names and white space.
    const thumbnail = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 2 ORDER BY id LIMIT 1').id;
    const stored = (title: string) =>
      Number(t.write("INSERT INTO group_requests (title, description, thumbnail_sketch_id, user_id, created) VALUES (?, 'Old request.', ?, 2, '2025-05-30T00:00:00.000Z')", title, thumbnail).lastInsertRowid);
    const clash = stored('INK  club');
    expect(expectError(await greta.post('/api/v2/group', { action: 'requestApprove', requestId: clash }), 400).message).toBe(GROUP_TEXTS.nameTaken);
    expect(t.one<{ status: string }>('SELECT status FROM group_requests WHERE id = ?', clash).status).toBe('open');
    expect(count("SELECT id FROM groups WHERE lower(replace(title, ' ', '')) = 'inkclub'")).toBe(1);
    const made = expectShape(RequestApproveSchema, (await greta.post('/api/v2/group', { action: 'requestApprove', requestId: stored('  Still \n Life  ') })).json());
    expect(t.one('SELECT title FROM groups WHERE id = ?', made.groupId)).toEqual({ title: 'Still Life' });
  });

  it('shows a request\'s and a group\'s thumbnail only while its sketch is public: not once its artist hides it', async () => {
    const request = openRequest('Hands and Feet');
    const thumbnailId = t.one<{ thumbnail_sketch_id: number }>('SELECT thumbnail_sketch_id FROM group_requests WHERE id = ?', request.id).thumbnail_sketch_id;
    const requestThumbnail = async () =>
      expectShape(GroupRequestListSchema, (await visitor.post('/api/v2/group', { action: 'requests' })).json()).requests.find((r) => r.id === request.id)?.thumbnail;
    expect(await requestThumbnail()).toBe(`/img/sketch/${thumbnailId}`);
    t.write('UPDATE sketches SET unlisted = 1 WHERE id = ?', thumbnailId);
    expect(await requestThumbnail()).toBe('');
    const made = expectShape(RequestApproveSchema, (await greta.post('/api/v2/group', { action: 'requestApprove', requestId: request.id })).json());
    const groupThumbnail = async () =>
      expectShape(GroupListSchema, (await visitor.post('/api/v2/group', { action: 'search', query: 'Hands and Feet' })).json()).groups.find((g) => g.id === made.groupId)?.thumbnail;
    expect(await groupThumbnail()).toBe('');
    t.write('UPDATE sketches SET unlisted = 0 WHERE id = ?', thumbnailId);
    expect(await groupThumbnail()).toBe(`/img/sketch/${thumbnailId}`);
  });

  it('requestDelete: needs a message; rejects the request and sends the message to the requester', async () => {
    const request = openRequest('One Line Drawings');
    const body = { action: 'requestDelete', requestId: request.id, user: request.user_id };
    await expectRefused((client) => client.post('/api/v2/group', { ...body, message: 'Not now' }));
    expect(expectError(await greta.post('/api/v2/group', { ...body, message: '   ' }), 400).message).toContain('needs a message');
    expectError(await greta.post('/api/v2/group', { ...body, user: request.user_id + 1, message: 'Not now' }), 400);
    expect(t.one<{ status: string }>('SELECT status FROM group_requests WHERE id = ?', request.id).status).toBe('open');
    expectShape(OkSchema, (await greta.post('/api/v2/group', { ...body, message: 'Too close to Daily Doodlers, sorry.' })).json());
    expect(t.one('SELECT status, reject_message FROM group_requests WHERE id = ?', request.id)).toEqual({ status: 'rejected', reject_message: 'Too close to Daily Doodlers, sorry.' });
    const sent = t.one<{ text: string; to_id: number; from_id: number }>(
      'SELECT p.text, m.to_id, m.from_id FROM message_posts p JOIN message_topics m ON m.id = p.topic_id ORDER BY p.id DESC LIMIT 1',
    );
    expect(sent).toEqual({ text: 'Too close to Daily Doodlers, sorry.', to_id: request.user_id, from_id: 3 });
    expectError(await greta.post('/api/v2/group', { ...body, message: 'Again' }), 404);
  });
});
