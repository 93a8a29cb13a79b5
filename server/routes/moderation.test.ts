// @vitest-environment node
import { ACCOUNT_MERGED_TEXT } from '../../src/lib/ban';
import { describe, expect, it } from 'vitest';
import { OkSchema } from '../../src/api/schemas/common';
import {
  BanResponseSchema,
  BansPageSchema,
  EditDataResponseSchema,
  ModeratorFeatureSchema,
  MergeResponseSchema,
  ModerationMessageSchema,
  ReportedCommentsPageSchema,
  ReportedSketchesPageSchema,
  UsageReportSchema,
} from '../../src/api/schemas/moderation';
import { LogoutResponseSchema, MeResponseSchema } from '../../src/api/schemas/session';
import { SketchSchema } from '../../src/api/schemas/sketches';
import { MODERATION_PAGE_SIZE } from '../../src/lib/moderation';
import { MODERATION_DEMO } from '../seed/seedModeration';
import { expectError, expectShape } from '../testing/expectShape';
import { TEST_NOW, type TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
const { gus, ada, paolo, greta, visitor } = t.demoClients();

const count = (sql: string, ...params: unknown[]) => t.one<{ n: number }>(sql, ...params).n;
const { warn: warnTargets, ban: banTargets } = MODERATION_DEMO.e2eTargets;

describe('the moderation demo data', () => {
  it('fills every list of GlopGus with more than a page', async () => {
    const bans = expectShape(BansPageSchema, (await gus.get('/api/v2/gloperate/bans?page=1')).json());
    expect(bans.bans).toHaveLength(MODERATION_PAGE_SIZE);
    expect(bans.more).toBe(true);
    const durations = new Set(bans.bans.map((ban) => ban.duration));
    expect(durations.has(-1) || durations.has(720)).toBe(true);
    const comments = expectShape(ReportedCommentsPageSchema, (await gus.get('/api/v2/gloperate/reportedComments')).json());
    expect(comments.comments).toHaveLength(MODERATION_PAGE_SIZE);
    expect(comments.more).toBe(true);
    const sketches = expectShape(ReportedSketchesPageSchema, (await gus.get('/api/v2/gloperate/reportedSketches')).json());
    expect(sketches.reports).toHaveLength(MODERATION_PAGE_SIZE);
    expect(sketches.more).toBe(true);
  });

  it('leaves the end-to-end targets without any ban', () => {
    for (const id of [...Object.values(warnTargets), ...Object.values(banTargets)]) {
      expect(count('SELECT count(*) AS n FROM bans WHERE user_id = ?', id)).toBe(0);
    }
  });
});

describe('GET the lists', () => {
  it('pages the bans newest first, with the user and the moderator', async () => {
    const first = expectShape(BansPageSchema, (await gus.get('/api/v2/gloperate/bans?page=1')).json());
    const second = expectShape(BansPageSchema, (await gus.get('/api/v2/gloperate/bans?page=2')).json());
    const all = [...first.bans, ...second.bans];
    expect(new Set(all.map((ban) => ban.id)).size).toBe(all.length);
    const starts = all.map((ban) => ban.dateStart);
    expect([...starts].sort().reverse()).toEqual(starts);
    const wes = all.find((ban) => ban.userId === 5);
    expect(wes).toMatchObject({ userNickname: 'WarnedWes', duration: 0 });
  });

  it('counts the reports of each comment, the latest reported first', async () => {
    const { comments } = expectShape(ReportedCommentsPageSchema, (await gus.get('/api/v2/gloperate/reportedComments')).json());
    const first = comments[0]!;
    expect(first.reports).toBe(count('SELECT count(*) AS n FROM comment_reports WHERE comment_id = ?', first.id));
    const latest = comments.map((comment) => comment.lastReport);
    expect([...latest].sort().reverse()).toEqual(latest);
  });

  it('names who reported a comment (the spec’s `by`) and the comment with what it is on', async () => {
    // A comment neither InkyAda (1) nor PatronPaolo (2) wrote or reported yet; they report it now.
    const target = t.one<{ id: number; user_id: number; target_type: string; target_id: number; text: string }>(
      `SELECT id, user_id, target_type, target_id, text FROM comments c WHERE user_id NOT IN (1, 2)
         AND NOT EXISTS (SELECT 1 FROM comment_reports r WHERE r.comment_id = c.id) ORDER BY id LIMIT 1`,
    );
    expectShape(OkSchema, (await ada.post('/api/v2/report/comment', { id: target.id })).json());
    expectShape(OkSchema, (await paolo.post('/api/v2/report/comment', { id: target.id })).json());
    const { comments } = expectShape(ReportedCommentsPageSchema, (await gus.get('/api/v2/gloperate/reportedComments')).json());
    const report = comments.find((comment) => comment.id === target.id);
    expect(report).toMatchObject({ userId: target.user_id, text: target.text, reports: 2 });
    expect(report!.by.map((user) => [user.id, user.nickname])).toEqual([
      [1, 'InkyAda'],
      [2, 'PatronPaolo'],
    ]);
    expect(report!.by[0]!.avatar).toMatch(/^\/img\/avatar\/1/);
    expect(report!.comment).toMatchObject({ id: target.id, comment: target.text, userId: target.user_id, type: target.target_type, which: target.target_id });
    // Every other comment of the page names its reporters too, as many as its reports.
    for (const comment of comments) expect(comment.by).toHaveLength(comment.reports);
  });

  it('refuses a bad page (400) and every role but the gloperator (401/403)', async () => {
    expectError(await gus.get('/api/v2/gloperate/bans?page=0'), 400);
    expectError(await gus.get('/api/v2/gloperate/reportedSketches?page=x'), 400);
    for (const url of ['/api/v2/gloperate/bans', '/api/v2/gloperate/reportedComments', '/api/v2/gloperate/reportedSketches', '/api/v2/gloperate/usage']) {
      expect(expectError(await visitor.get(url), 401).error).toBe('not_logged_in');
      for (const client of [ada, paolo, greta]) expect(expectError(await client.get(url), 403).message).toBe('Only gloperators can use the moderator tools.');
    }
  });

  it('reports what the server measures of itself', async () => {
    const usage = expectShape(UsageReportSchema, (await gus.get('/api/v2/gloperate/usage')).json());
    expect(usage.databaseBytes).toBeGreaterThan(0);
    expect(usage.memoryBytes).toBeGreaterThan(0);
    expect(usage.counts.find((row) => row.name === 'users')?.count).toBe(count('SELECT count(*) AS n FROM users'));
  });
});

describe('POST /api/v2/gloperate/ban', () => {
  it('warns: a record of 0 hours without an end, which the user must accept on the ban page', async () => {
    const uid = warnTargets.android;
    const response = await gus.post('/api/v2/gloperate/ban', { duration: 0, reason: '  Spam in the comments ', notes: 'First time', uid });
    const body = expectShape(BanResponseSchema, response.json());
    expect(body.offenses).toBe(1);
    expect(body.message).toContain('has been warned');
    const user = await t.clientAs(uid);
    const me = expectShape(MeResponseSchema, (await user.get('/api/v2/user/me')).json());
    expect(me.user?.ban).toEqual({ duration: 0, dateStart: new Date(TEST_NOW).toISOString(), dateEnd: null, reason: 'Spam in the comments', offenses: 1 });
    // Warned again before accepting: the same record, one more offense; one Accept clears it.
    expectShape(BanResponseSchema, (await gus.post('/api/v2/gloperate/ban', { duration: 0, reason: 'Again', notes: '', uid })).json());
    expect(count('SELECT count(*) AS n FROM bans WHERE user_id = ? AND accepted = 0', uid)).toBe(1);
    expectShape(OkSchema, (await user.post('/api/v2/user/warningAccept', { userId: uid })).json());
    expect(expectShape(MeResponseSchema, (await user.get('/api/v2/user/me')).json()).user?.ban).toBeNull();
  });

  it('suspends for a day: the end date is 24 hours on, the offenses count up, every route is refused', async () => {
    const uid = banTargets.android;
    const response = await gus.post('/api/v2/gloperate/ban', { duration: 24, reason: 'Harassment', notes: '', uid });
    expect(expectShape(BanResponseSchema, response.json()).message).toBe(`${t.one<{ nickname: string }>('SELECT nickname FROM users WHERE id = ?', uid).nickname} has been banned for 1 day.`);
    const user = await t.clientAs(uid);
    const ban = expectShape(MeResponseSchema, (await user.get('/api/v2/user/me')).json()).user?.ban;
    expect(ban).toMatchObject({ duration: 24, dateEnd: new Date(TEST_NOW + 24 * 3_600_000).toISOString(), reason: 'Harassment', offenses: 1 });
    expect(expectError(await user.post('/api/fan', { user: 1 }), 403).message).toBe('Your account is suspended.');
    const again = expectShape(BanResponseSchema, (await gus.post('/api/v2/gloperate/ban', { duration: -1, reason: 'Again', notes: '', uid })).json());
    expect(again.offenses).toBe(2);
    expect(again.message).toContain('permanently');
  });

  it('says the length of a suspension with its plural: 3 hours, 7 days', async () => {
    const uid = banTargets.ios;
    const nickname = t.one<{ nickname: string }>('SELECT nickname FROM users WHERE id = ?', uid).nickname;
    const hours = expectShape(BanResponseSchema, (await gus.post('/api/v2/gloperate/ban', { duration: 3, reason: 'Spam', notes: '', uid })).json());
    expect(hours.message).toBe(`${nickname} has been banned for 3 hours.`);
    const week = expectShape(BanResponseSchema, (await gus.post('/api/v2/gloperate/ban', { duration: 168, reason: 'Spam', notes: '', uid })).json());
    expect(week.message).toBe(`${nickname} has been banned for 7 days.`);
  });

  it('keeps the ban that ends last in force: a shorter suspension given later does not hide a longer or permanent one', async () => {
    const [first, second] = t.query<{ id: number }>('SELECT id FROM users WHERE id > 10 AND id NOT IN (SELECT user_id FROM bans) AND id NOT IN (?, ?) ORDER BY id LIMIT 2', banTargets.android, banTargets.ios);
    const banOf = async (uid: number) => expectShape(MeResponseSchema, (await (await t.clientAs(uid)).get('/api/v2/user/me')).json()).user?.ban;
    await gus.post('/api/v2/gloperate/ban', { duration: 168, reason: 'A week', notes: '', uid: first!.id });
    t.advance(60_000);
    await gus.post('/api/v2/gloperate/ban', { duration: 1, reason: 'An hour', notes: '', uid: first!.id });
    expect(await banOf(first!.id)).toMatchObject({ duration: 168, reason: 'A week' });
    await gus.post('/api/v2/gloperate/ban', { duration: -1, reason: 'For good', notes: '', uid: second!.id });
    t.advance(60_000);
    await gus.post('/api/v2/gloperate/ban', { duration: 3, reason: 'Three hours', notes: '', uid: second!.id });
    expect(await banOf(second!.id)).toMatchObject({ duration: -1, reason: 'For good' });
  });

  it('refuses a duration not in the list, an empty reason, an unknown user and oneself, writing nothing', async () => {
    const before = count('SELECT count(*) AS n FROM bans');
    expectError(await gus.post('/api/v2/gloperate/ban', { duration: 2, reason: 'x', notes: '', uid: 7 }), 400);
    expectError(await gus.post('/api/v2/gloperate/ban', { duration: 24, reason: '   ', notes: '', uid: 7 }), 400);
    expectError(await gus.post('/api/v2/gloperate/ban', { duration: 24, reason: 'x', uid: 999_999 }), 404);
    expectError(await gus.post('/api/v2/gloperate/ban', { duration: 24, reason: 'x', uid: 4 }), 400);
    expect(count('SELECT count(*) AS n FROM bans')).toBe(before);
  });
});

describe('the other tools', () => {
  it('deletes a reported comment', async () => {
    const { comments } = expectShape(ReportedCommentsPageSchema, (await gus.get('/api/v2/gloperate/reportedComments')).json());
    const id = comments[0]!.id;
    expectShape(OkSchema, (await gus.post('/api/v2/gloperate/deleteComment', { id })).json());
    expect(count('SELECT count(*) AS n FROM comments WHERE id = ?', id)).toBe(0);
    expect(count('SELECT count(*) AS n FROM comment_reports WHERE comment_id = ?', id)).toBe(0);
    expectError(await gus.post('/api/v2/gloperate/deleteComment', { id }), 404);
  });

  it('logs a deleted comment’s first 200 units without splitting an emoji at the cut', async () => {
    const { comments } = expectShape(ReportedCommentsPageSchema, (await gus.get('/api/v2/gloperate/reportedComments')).json());
    const id = comments[0]!.id;
    t.write('UPDATE comments SET text = ? WHERE id = ?', `${'a'.repeat(199)}😀 and on`, id);
    expectShape(OkSchema, (await gus.post('/api/v2/gloperate/deleteComment', { id })).json());
    const { details } = t.one<{ details: string }>("SELECT details FROM moderation_log WHERE action = 'deleteComment' ORDER BY id DESC LIMIT 1");
    expect(details).toBe('a'.repeat(199));
  });

  it('features a sketch and takes it back on the next update', async () => {
    const id = t.one<{ id: number }>('SELECT id FROM sketches WHERE featured = 0 ORDER BY id LIMIT 1').id;
    const on = expectShape(ModeratorFeatureSchema, (await gus.post('/api/v2/gloperate/feature', { sketchId: id })).json());
    expect(on).toMatchObject({ featured: true, featuredByName: 'GlopGus' });
    expect(t.one<{ featured: number; featured_by: number }>('SELECT featured, featured_by FROM sketches WHERE id = ?', id)).toEqual({ featured: 1, featured_by: 4 });
    const off = expectShape(ModeratorFeatureSchema, (await gus.post('/api/v2/gloperate/feature', { sketchId: id })).json());
    expect(off.featured).toBe(false);
    expectError(await gus.post('/api/v2/gloperate/feature', { sketchId: 999_999_999 }), 404);
    expectError(await ada.post('/api/v2/gloperate/feature', { sketchId: id }), 403);
  });

  it('accepts a pending compo invite once', async () => {
    // One waits on a demo account's sketch, to be found (README): InkyAda's oldest.
    const adaInvite = t.one<{ n: number }>('SELECT count(*) AS n FROM compo_invites i JOIN sketches s ON s.id = i.sketch_id WHERE s.user_id = ? AND i.accepted_date IS NULL', MODERATION_DEMO.demoInviteOwner).n;
    expect(adaInvite).toBe(1);
    const sketchId = t.one<{ id: number }>('SELECT sketch_id AS id FROM compo_invites WHERE accepted_date IS NULL ORDER BY sketch_id LIMIT 1').id;
    // The sketch tells a gloperator (only) that its invite waits: the panel's control shows then.
    const invite = async (client: typeof gus, id: number) => expectShape(SketchSchema, (await client.get(`/api/v2/sketchInfo/${id}`)).json()).compoInvite;
    expect(await invite(gus, sketchId)).toBe(true);
    expect([await invite(ada, sketchId), await invite(greta, sketchId), await invite(visitor, sketchId)]).toEqual([false, false, false]);
    expectShape(ModerationMessageSchema, (await gus.post('/api/v2/admin/inviteAccepted', { sketchId })).json());
    expect(await invite(gus, sketchId)).toBe(false);
    expect(t.one<{ by: number }>('SELECT accepted_by AS by FROM compo_invites WHERE sketch_id = ?', sketchId).by).toBe(4);
    expectError(await gus.post('/api/v2/admin/inviteAccepted', { sketchId }), 409);
    const none = t.one<{ id: number }>('SELECT id FROM sketches s WHERE NOT EXISTS (SELECT 1 FROM compo_invites i WHERE i.sketch_id = s.id) LIMIT 1').id;
    expectError(await gus.post('/api/v2/admin/inviteAccepted', { sketchId: none }), 404);
    expect(await invite(gus, none)).toBe(false);
    // The seed invites a few sketches, one of them accepted already.
    expect(t.one<{ n: number }>('SELECT count(*) AS n FROM compo_invites WHERE accepted_date IS NULL').n).toBeGreaterThanOrEqual(2);
  });

  it('merges a user into another: sketches, comments and fans move, once', async () => {
    const from = t.one<{ id: number }>('SELECT user_id AS id FROM sketches WHERE user_id > 200 GROUP BY user_id HAVING count(*) >= 2 ORDER BY user_id LIMIT 1').id;
    const into = 250 === from ? 251 : 250;
    const sketches = count('SELECT count(*) AS n FROM sketches WHERE user_id = ?', from);
    expectError(await gus.post('/api/v2/admin/mergeTo', { userId: from, targetUserId: from }), 400);
    const merged = expectShape(MergeResponseSchema, (await gus.post('/api/v2/admin/mergeTo', { userId: from, targetUserId: into })).json());
    expect(merged.sketches).toBe(sketches);
    expect(count('SELECT count(*) AS n FROM sketches WHERE user_id = ?', from)).toBe(0);
    expect(count('SELECT count(*) AS n FROM follows WHERE fan_id = ? OR artist_id = ?', from, from)).toBe(0);
    expectError(await gus.post('/api/v2/admin/mergeTo', { userId: from, targetUserId: into }), 409);
  });

  it('gives a merged-away account the generated avatar and cover: its own sketches are the other account’s now', async () => {
    const PUBLIC = 'unlisted = 0 AND violation IS NULL AND mature = 0';
    const from = t.one<{ id: number }>(`SELECT user_id AS id FROM sketches WHERE user_id BETWEEN 300 AND 399 AND ${PUBLIC} GROUP BY user_id HAVING count(*) >= 2 ORDER BY user_id LIMIT 1`).id;
    const into = from + 1;
    const [avatar, cover] = t.query<{ id: number }>(`SELECT id FROM sketches WHERE user_id = ? AND ${PUBLIC} ORDER BY id LIMIT 2`, from).map((row) => row.id);
    const session = await t.clientAs(from);
    expect((await session.post('/api/v2/user/setAvatar', { sketch: avatar })).statusCode).toBe(200);
    // A cover must be of the cover's own size, which the seed's sketches are not.
    t.write('UPDATE users SET cover_sketch_id = ? WHERE id = ?', cover, from);
    expect((await t.app.inject({ url: `/api/user/${from}` })).json()).toMatchObject({ avatar: `/img/avatar/${from}-${avatar}` });
    expectShape(MergeResponseSchema, (await gus.post('/api/v2/admin/mergeTo', { userId: from, targetUserId: into })).json());
    expect((await t.app.inject({ url: `/api/user/${from}` })).json()).toMatchObject({ avatar: `/img/avatar/${from}` });
    expect(t.one('SELECT avatar_sketch_id, cover_sketch_id FROM users WHERE id = ?', from)).toEqual({ avatar_sketch_id: null, cover_sketch_id: null });
    expect((await t.app.inject({ url: `/img/avatar/${from}/50.jpg` })).statusCode).toBe(200);
  });

  it('refuses a merged-away account every action over HTTP, and a merge into it', async () => {
    const [from, into, third] = [260, 261, 262];
    const session = await t.clientAs(from);
    const sketch = t.one<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 0 ORDER BY id LIMIT 1').id;
    const comments = () => count('SELECT count(*) AS n FROM comments WHERE user_id = ?', from);
    const comment = (key: string) => session.post('/comment', { key, comment: 'hello', type: 'sketch', which: sketch });
    expect((await comment('before')).statusCode).toBe(200);
    expectShape(MergeResponseSchema, (await gus.post('/api/v2/admin/mergeTo', { userId: from, targetUserId: into })).json());
    const before = comments();
    // Its old session reads on, but acts no more: what it made would stay behind on a dead account.
    expect((await meOf(session)).user?.id).toBe(from);
    const refused = expectError(await comment('after'), 403);
    expect(refused).toMatchObject({ error: 'account_restricted', message: ACCOUNT_MERGED_TEXT });
    expectError(await session.post('/api/fan', { user: 2 }), 403);
    expect(comments()).toBe(before);
    // Its content went to `into`: a merge into the merged-away account would strand a third one's.
    expect(expectError(await gus.post('/api/v2/admin/mergeTo', { userId: third, targetUserId: from }), 409).message).toContain('merge into that one');
    expect(count('SELECT count(*) AS n FROM user_merges WHERE from_user_id = ?', third)).toBe(0);
  });

  it('says "merged" to a merged-away account that still had a warning: it can never act again', async () => {
    const wes = await t.clientAs(5); // WarnedWes, with an unaccepted warning
    expectShape(MergeResponseSchema, (await gus.post('/api/v2/admin/mergeTo', { userId: 5, targetUserId: 263 })).json());
    expect(expectError(await wes.post('/api/fan', { user: 2 }), 403).message).toBe(ACCOUNT_MERGED_TEXT);
  });

  const meOf = async (client: TestClient) => expectShape(MeResponseSchema, (await client.get('/api/v2/user/me')).json());

  it('impersonates: the session becomes the user’s and says which gloperator acts; logging out returns them to their own account', async () => {
    const moderator = await t.clientAs(4);
    const response = await moderator.post('/api/v2/admin/impersonate', { userId: 1 });
    const acting = expectShape(MeResponseSchema, response.json());
    expect(acting.user?.nickname).toBe('InkyAda');
    expect(acting.moderator).toEqual({ id: 4, nickname: 'GlopGus' });
    expect(await meOf(moderator)).toMatchObject({ user: { id: 1 }, moderator: { id: 4, nickname: 'GlopGus' } });
    // The user's own sessions say nothing of it.
    expect((await meOf(ada)).moderator).toBeNull();
    const out = expectShape(LogoutResponseSchema, (await moderator.post('/api/v2/logout', {})).json());
    expect(out.user?.id).toBe(4);
    expect(await meOf(moderator)).toMatchObject({ user: { id: 4, nickname: 'GlopGus' }, moderator: null });
    // A second logout, in the own account, signs out.
    expect(expectShape(LogoutResponseSchema, (await moderator.post('/api/v2/logout', {})).json()).user).toBeNull();
    expect((await meOf(moderator)).user).toBeNull();
    expectError(await gus.post('/api/v2/admin/impersonate', { userId: 999_999 }), 404);
    expectError(await greta.post('/api/v2/admin/impersonate', { userId: 1 }), 403);
  });

  it('goes back to the gloperator’s own account with impersonateEnd, on a new session, and logs both steps', async () => {
    const moderator = await t.clientAs(4);
    await moderator.post('/api/v2/admin/impersonate', { userId: 2 });
    const actingSid = moderator.jar.get('sid');
    const back = expectShape(MeResponseSchema, (await moderator.post('/api/v2/user/impersonateEnd', {})).json());
    expect(back).toEqual(expect.objectContaining({ moderator: null }));
    expect(back.user).toMatchObject({ id: 4, icons: ['m'] });
    expect(moderator.jar.get('sid')).not.toBe(actingSid);
    expect(await meOf(moderator)).toMatchObject({ user: { id: 4 }, moderator: null });
    const steps = t.query<{ action: string; user_id: number }>("SELECT action, user_id FROM moderation_log WHERE moderator_id = 4 AND action IN ('impersonate', 'impersonateEnd') ORDER BY id DESC LIMIT 2");
    expect(steps).toEqual([{ action: 'impersonateEnd', user_id: 2 }, { action: 'impersonate', user_id: 2 }]);
    // Nothing to go back from in one's own session, nor for a visitor; the body is empty.
    expect(expectError(await moderator.post('/api/v2/user/impersonateEnd', {}), 409).error).toBe('not_acting');
    expectError(await ada.post('/api/v2/user/impersonateEnd', {}), 409);
    expectError(await t.client().post('/api/v2/user/impersonateEnd', {}), 401);
    expectError(await moderator.post('/api/v2/user/impersonateEnd', { userId: 1 }), 400);
  });

  it('keeps the way back to the first gloperator when, acting as another gloperator, they act as someone else', async () => {
    const icons = t.one<{ icons: string }>('SELECT icons FROM users WHERE id = 3').icons;
    t.write("UPDATE users SET icons = 'gm' WHERE id = 3");
    try {
      const moderator = await t.clientAs(4);
      await moderator.post('/api/v2/admin/impersonate', { userId: 3 });
      const further = expectShape(MeResponseSchema, (await moderator.post('/api/v2/admin/impersonate', { userId: 1 })).json());
      expect(further).toMatchObject({ user: { id: 1 }, moderator: { id: 4 } });
      expect(expectShape(MeResponseSchema, (await moderator.post('/api/v2/user/impersonateEnd', {})).json()).user?.id).toBe(4);
    } finally {
      t.write('UPDATE users SET icons = ? WHERE id = 3', icons);
    }
  });
});

describe('POST /api/v2/admin/editData', () => {
  const edit = (client: TestClient, body: unknown) => client.post('/api/v2/admin/editData', body);
  const lastLog = () =>
    t.one<{ action: string; moderator_id: number; user_id: number | null; sketch_id: number | null; details: string }>(
      'SELECT action, moderator_id, user_id, sketch_id, details FROM moderation_log ORDER BY id DESC LIMIT 1',
    );

  it('sets a sketch’s title (trimmed) and description in the live record, and logs each with the value it replaced', async () => {
    const sketch = t.one<{ id: number; title: string | null; description: string }>('SELECT id, title, description FROM sketches WHERE user_id = 1 ORDER BY id LIMIT 1');
    try {
      const titled = expectShape(EditDataResponseSchema, (await edit(gus, { target: 'sketch', id: sketch.id, field: 'title', value: '  A calmer title  ' })).json());
      expect(titled).toEqual({ message: `Title of sketch ${sketch.id} saved.`, target: 'sketch', id: sketch.id, field: 'title', value: 'A calmer title' });
      expect(t.one<{ title: string }>('SELECT title FROM sketches WHERE id = ?', sketch.id).title).toBe('A calmer title');
      expect(lastLog()).toEqual({ action: 'editData', moderator_id: 4, user_id: null, sketch_id: sketch.id, details: `title: ${sketch.title ?? ''}` });
      // The sketch page reads the new title.
      expect(expectShape(SketchSchema, (await visitor.get(`/api/v2/sketchInfo/${sketch.id}`)).json()).title).toBe('A calmer title');

      await edit(gus, { target: 'sketch', id: sketch.id, field: 'description', value: '' });
      expect(t.one<{ description: string }>('SELECT description FROM sketches WHERE id = ?', sketch.id).description).toBe('');
      // Sent again, the same value changes nothing, and says so.
      const again = expectShape(EditDataResponseSchema, (await edit(gus, { target: 'sketch', id: sketch.id, field: 'description', value: '' })).json());
      expect(again.message).toBe(`Description of sketch ${sketch.id} was already this; nothing changed.`);
    } finally {
      t.write('UPDATE sketches SET title = ?, description = ? WHERE id = ?', sketch.title, sketch.description, sketch.id);
    }
  });

  it('sets a user’s about text and logs it against the user', async () => {
    const about = t.one<{ about: string }>('SELECT about FROM users WHERE id = 2').about;
    try {
      const answer = expectShape(EditDataResponseSchema, (await edit(gus, { target: 'user', id: 2, field: 'about', value: 'Moderated about.' })).json());
      expect(answer).toMatchObject({ target: 'user', id: 2, field: 'about', value: 'Moderated about.' });
      expect(t.one<{ about: string }>('SELECT about FROM users WHERE id = 2').about).toBe('Moderated about.');
      expect(lastLog()).toMatchObject({ action: 'editData', moderator_id: 4, user_id: 2, sketch_id: null });
    } finally {
      t.write('UPDATE users SET about = ? WHERE id = 2', about);
    }
  });

  it('refuses fields the target does not have, over-long values and unknown records, naming the field; and anyone but a gloperator', async () => {
    const sketchId = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 ORDER BY id LIMIT 1').id;
    const before = count("SELECT count(*) AS n FROM moderation_log WHERE action = 'editData'");
    // Only these fields: not a user's nickname or icons, not a sketch's owner.
    expect(expectError(await edit(gus, { target: 'user', id: 2, field: 'icons', value: 'm' }), 400).field).toBe('field');
    expectError(await edit(gus, { target: 'user', id: 2, field: 'title', value: 'x' }), 400);
    expectError(await edit(gus, { target: 'sketch', id: sketchId, field: 'user_id', value: '4' }), 400);
    expectError(await edit(gus, { target: 'comment', id: 1, field: 'text', value: 'x' }), 400);
    // The limit is the field's own: a title of 101 characters is too long, a description of 101 is not.
    const long = expectError(await edit(gus, { target: 'sketch', id: sketchId, field: 'title', value: 'x'.repeat(101) }), 400);
    expect(long).toMatchObject({ field: 'value', message: expect.stringContaining('Title can be at most 100 characters.') });
    expectError(await edit(gus, { target: 'user', id: 2, field: 'about', value: 'x'.repeat(5001) }), 400);
    expectError(await edit(gus, { target: 'user', id: 2, field: 'about', value: 7 }), 400);
    expectError(await edit(gus, { target: 'user', id: 2, field: 'about', value: 'x', extra: 1 }), 400);
    expectError(await edit(gus, { target: 'sketch', id: 999_999, field: 'title', value: 'x' }), 404);
    expectError(await edit(gus, { target: 'user', id: 999_999, field: 'about', value: 'x' }), 404);
    expect(count("SELECT count(*) AS n FROM moderation_log WHERE action = 'editData'")).toBe(before);
    // The role: a group admin, an artist and a visitor get nothing changed.
    expectError(await edit(greta, { target: 'user', id: 2, field: 'about', value: 'x' }), 403);
    expectError(await edit(paolo, { target: 'user', id: 2, field: 'about', value: 'x' }), 403);
    expectError(await edit(visitor, { target: 'user', id: 2, field: 'about', value: 'x' }), 401);
    expect(t.one<{ about: string }>('SELECT about FROM users WHERE id = 2').about).not.toBe('x');
  });
});
