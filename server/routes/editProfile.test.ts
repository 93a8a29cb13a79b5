// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EditProfileSavedSchema, EditProfileSchema } from '../../src/api/schemas/editProfile';
import { MeResponseSchema } from '../../src/api/schemas/session';
import { ABOUT_MAX, COVER_SKETCH_SIZE, PROFILE_TEXTS, RESERVED_SLUGS } from '../../src/lib/profileRules';
import { EDIT_PROFILE_DEMO } from '../seed/seedEditProfile';
import { expectError, expectShape } from '../testing/expectShape';
import { BROWSER_ACCEPT, FAKE_INDEX_FOR_VISITOR, type TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
const { ada, paolo, greta, wes: warned, banned, visitor } = t.demoClients();

const read = async (client: TestClient) => expectShape(EditProfileSchema, (await client.get('/editProfile?format=json')).json());
const save = (client: TestClient, body: unknown) => client.post('/editProfile', body);
const userRow = (id: number) => t.one<Record<string, unknown>>('SELECT * FROM users WHERE id = ?', id);
const proRow = (id: number) => t.one<Record<string, unknown> | undefined>('SELECT * FROM patron_settings WHERE user_id = ?', id);
/** Nothing of the user or the patron settings changed while `act` ran. */
async function expectUnchanged(id: number, act: () => Promise<void>) {
  const before = [userRow(id), proRow(id)];
  await act();
  expect([userRow(id), proRow(id)]).toEqual(before);
}

describe('GET /editProfile?format=json', () => {
  it("gives the artist's own values, recent sketches, generic covers, emoticons and the country list, and no userPro", async () => {
    const data = await read(ada);
    expect(data.userId).toBe(1);
    expect(data.userInfo).toMatchObject({ nickname: 'InkyAda', email: 'inkyada@example.com', birthDay: 11, birthMonth: 5, gender: '', theme: null });
    expect(data.userPro).toBeUndefined();
    expect(data.recentSketches.length).toBeGreaterThan(10);
    expect(data.recentSketches.every((sketch) => /^\/img\/sketch\/\d+$/.test(sketch.imageUrl))).toBe(true);
    // Her cover-sized sketches are offered even when they are not among the newest.
    expect(data.recentSketches.some((sketch) => sketch.width === COVER_SKETCH_SIZE.width && sketch.height === COVER_SKETCH_SIZE.height)).toBe(true);
    expect(data.genericCovers).toHaveLength(EDIT_PROFILE_DEMO.genericCovers);
    expect(data.recentEmoticons).toHaveLength(4);
    expect(data.recentEmoticons[0]!.image).toMatch(/^\/img\/sketch\/\d+$/);
    expect(data.countries.length).toBeGreaterThan(200);
    expect(data.countries).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(data.avatarUrl).toBe('/img/avatar/1');
  });

  it("gives the patron his settings, his theme and his chosen emoticon", async () => {
    const data = await read(paolo);
    expect(data.userPro).toEqual({ slug: EDIT_PROFILE_DEMO.patronSlug, emailMsg: true, emailFan: false, wmName: EDIT_PROFILE_DEMO.patronWmName });
    expect(data.userInfo.theme).toBe('dark');
    expect(data.recentEmoticons.map((emoticon) => emoticon.id)).toContain(data.userInfo.emoticonId);
  });

  it('has no emoticons for a user who made none', async () => {
    expect((await read(greta)).recentEmoticons).toEqual([]);
  });

  it('refuses visitors (401) and users under a ban (403), and a bad format (400)', async () => {
    expectError(await visitor.get('/editProfile?format=json'), 401);
    expectError(await warned.get('/editProfile?format=json'), 403);
    expectError(await banned.get('/editProfile?format=json'), 403);
    expectError(await ada.get('/editProfile?format=xml'), 400);
  });

  it('is the app for a browser opening /editProfile', async () => {
    const page = await visitor.get('/editProfile', { accept: BROWSER_ACCEPT });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(FAKE_INDEX_FOR_VISITOR);
  });
});

describe('POST /editProfile', () => {
  it('saves every field of userInfo, answers with what is saved, and the session shows the new nickname and avatar', async () => {
    const before = await read(ada);
    const avatar = before.recentSketches[0]!.id;
    const cover = before.recentSketches.find((sketch) => sketch.width === 2048 && sketch.height === 506)!.id;
    const values = {
      nickname: 'InkyAdaNew',
      email: ' ada@example.org ',
      website: 'https://ada.example.org/portfolio',
      about: 'I draw <b>foxes</b>.\nMostly at night.',
      avatar,
      cover,
      emoticonId: before.recentEmoticons[1]!.id,
      country: 'JP',
      birthDay: 29,
      birthMonth: 2,
      gender: 'female',
      showChat: false,
      showMature: true,
      useNewSite: false,
      theme: 'gray',
    } as const;
    const saved = expectShape(EditProfileSavedSchema, (await save(ada, values)).json());
    expect(saved.userInfo).toEqual({ ...values, email: 'ada@example.org' });
    expect(saved.avatarUrl).toBe(`/img/avatar/1-${avatar}`);
    expect(saved.coverUrl).toBe(`/img/cover/1-${cover}`);
    expect((await read(ada)).userInfo).toEqual(saved.userInfo);
    const me = expectShape(MeResponseSchema, (await ada.get('/api/v2/user/me')).json());
    expect(me.user).toMatchObject({ nickname: 'InkyAdaNew', avatar: `/img/avatar/1-${avatar}`, mature: true, showChat: false });
    // Back to the seed's values for the tests after this one.
    await save(ada, { nickname: 'InkyAda', email: 'inkyada@example.com', website: '', about: before.userInfo.about, avatar: null, cover: null, emoticonId: null, country: '', birthDay: 11, birthMonth: 5, gender: '', showChat: true, showMature: false, useNewSite: true, theme: null });
    expect((await read(ada)).userInfo).toEqual(before.userInfo);
  });

  it('saves only the fields sent: two tabs that each changed one field both keep theirs, and the patron settings likewise', async () => {
    const before = await read(paolo);
    expectShape(EditProfileSavedSchema, (await save(paolo, { about: 'Saved from one tab.' })).json());
    const saved = expectShape(EditProfileSavedSchema, (await save(paolo, { website: 'https://paolo.example.org' })).json());
    expect(saved.userInfo).toEqual({ ...before.userInfo, about: 'Saved from one tab.', website: 'https://paolo.example.org' });
    await save(paolo, { userPro: { emailFan: !before.userPro!.emailFan } });
    expect((await read(paolo)).userPro).toEqual({ ...before.userPro, emailFan: !before.userPro!.emailFan });
    await save(paolo, { about: before.userInfo.about, website: before.userInfo.website, userPro: { emailFan: before.userPro!.emailFan } });
    expect((await read(paolo)).userInfo).toEqual(before.userInfo);
  });

  it('takes a generic cover, whose image then shows as the cover', async () => {
    const { genericCovers } = await read(greta);
    const saved = expectShape(EditProfileSavedSchema, (await save(greta, { cover: genericCovers[0]!.id })).json());
    expect(saved.coverUrl).toBe(`/img/cover/3-${genericCovers[0]!.id}`);
    expect((await visitor.get(`${saved.coverUrl}/150.jpg`)).statusCode).toBe(200);
    await save(greta, { cover: null });
  });

  it('saves the patron settings, a web address by the slug rules included', async () => {
    const saved = expectShape(EditProfileSavedSchema, (await save(paolo, { userPro: { slug: 'paolo-draws_2', emailMsg: false, emailFan: true, wmName: '  Paolo Studio ' } })).json());
    expect(saved.userPro).toEqual({ slug: 'paolo-draws_2', emailMsg: false, emailFan: true, wmName: 'Paolo Studio' });
    expect((await read(paolo)).userPro).toEqual(saved.userPro);
    // Part of the settings keeps the rest; an empty address means none.
    const cleared = expectShape(EditProfileSavedSchema, (await save(paolo, { userPro: { slug: '' } })).json());
    expect(cleared.userPro).toEqual({ ...saved.userPro, slug: '' });
    await save(paolo, { userPro: { slug: EDIT_PROFILE_DEMO.patronSlug, emailMsg: true, emailFan: false, wmName: EDIT_PROFILE_DEMO.patronWmName } });
  });

  it('refuses a web address that breaks the slug rules, is reserved, only digits or taken, changing nothing', async () => {
    const other = t.one<{ user_id: number; slug: string }>("SELECT user_id, slug FROM patron_settings WHERE slug <> '' AND user_id <> 2 LIMIT 1");
    await expectUnchanged(2, async () => {
      for (const slug of ['Paolo', 'paolo paints', 'paolo!', '-paolo', 'a--b', 'x'.repeat(51), '12345', 'user', [...RESERVED_SLUGS][5]!]) {
        const error = expectError(await save(paolo, { userPro: { slug } }), 400);
        expect(error.message.length).toBeGreaterThan(0);
      }
      expect(expectError(await save(paolo, { userPro: { slug: other.slug } }), 409)).toMatchObject({ message: PROFILE_TEXTS.slugTaken, field: 'userPro.slug' });
      // Another user's nickname is taken as an address too (/user/{name} must name one user).
      expect(expectError(await save(paolo, { userPro: { slug: 'glopgus' } }), 409).message).toBe(PROFILE_TEXTS.slugTaken);
    });
  });

  it('refuses patron settings from anyone but a patron (403), changing nothing', async () => {
    await expectUnchanged(1, async () => {
      expectError(await save(ada, { userPro: { slug: 'inky' } }), 403);
      expectError(await save(ada, { about: 'x', userPro: { emailFan: true } }), 403);
    });
    expect(proRow(1)).toBeUndefined();
  });

  it("refuses to edit someone else's profile (403), visitors (401) and users under a ban (403)", async () => {
    await expectUnchanged(2, async () => {
      expectError(await save(ada, { userId: 2, about: 'Taken over' }), 403);
    });
    expectError(await visitor.post('/editProfile', { about: 'x' }), 401);
    await expectUnchanged(5, async () => {
      expectError(await save(warned, { about: 'x' }), 403);
    });
    await expectUnchanged(6, async () => {
      expectError(await save(banned, { about: 'x' }), 403);
    });
    // Naming oneself is fine.
    expect((await save(greta, { userId: 3, showChat: true })).statusCode).toBe(200);
  });

  it('refuses bad values of every field with 400, changing nothing', async () => {
    const bad: Record<string, unknown>[] = [
      {},
      { nickname: 'ab' },
      { nickname: 'x'.repeat(21) },
      { nickname: 'has space' },
      { nickname: '12345' },
      { nickname: '<b>x</b>' },
      { email: 'not-an-email' },
      { email: 'a@b' },
      { email: `${'x'.repeat(250)}@example.com` },
      { website: 'javascript:alert(1)' },
      { website: 'ftp://x.org' },
      { website: `https://${'x'.repeat(200)}.org` },
      { about: 'x'.repeat(ABOUT_MAX + 1) },
      { about: 5 },
      { avatar: -1 },
      { avatar: 'abc' },
      { cover: 1.5 },
      { emoticonId: 0 },
      { country: 'XX' },
      { country: 'germany' },
      { birthDay: 31, birthMonth: 2 },
      { birthDay: 0, birthMonth: 1 },
      { birthDay: 12, birthMonth: 13 },
      { birthDay: 12 },
      { birthDay: null, birthMonth: 4 },
      { gender: 'unknown' },
      { showChat: 'yes' },
      { showMature: 1 },
      { useNewSite: null },
      { theme: 'blue' },
      { theme: 'default' },
      { userPro: 'x' },
      { userPro: { slug: 'ok', admin: true } },
    ];
    await expectUnchanged(1, async () => {
      for (const body of bad) expectError(await save(ada, body), 400);
    });
  });

  it("refuses a taken nickname (409) and a picture that is not the user's or not cover-sized", async () => {
    const notCover = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND NOT (width = 2048 AND height = 506) LIMIT 1').id;
    const othersCover = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id <> 1 AND width = 2048 AND height = 506 AND id NOT IN (SELECT sketch_id FROM generic_covers) LIMIT 1').id;
    const othersSketch = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 2 LIMIT 1').id;
    const othersEmoticon = t.one<{ id: number }>('SELECT id FROM emoticons WHERE user_id = 2 LIMIT 1').id;
    await expectUnchanged(1, async () => {
      // Each refusal about one field names it, so the form shows it there.
      expect(expectError(await save(ada, { nickname: 'patronpaolo' }), 409)).toMatchObject({ message: PROFILE_TEXTS.nicknameTaken, field: 'nickname' });
      expect(expectError(await save(ada, { cover: notCover }), 400)).toMatchObject({ message: PROFILE_TEXTS.notCover, field: 'cover' });
      expect(expectError(await save(ada, { nickname: 'a' }), 400).field).toBe('nickname');
      // A rule's own words for the form's field, and one full stop in the message that names it.
      const email = expectError(await save(ada, { email: 'a@b' }), 400);
      expect(email).toMatchObject({ field: 'email', problem: 'Please enter a valid e-mail address.' });
      expect(email.message).toBe('Invalid body field "email": Please enter a valid e-mail address.');
      expectError(await save(ada, { cover: othersCover }), 403);
      expectError(await save(ada, { avatar: othersSketch }), 403);
      expectError(await save(ada, { emoticonId: othersEmoticon }), 403);
      expectError(await save(ada, { avatar: 99_999_999 }), 404);
      // Everyone sees an avatar: not a mature sketch, though it is the user's own.
      const mature = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND mature = 1 LIMIT 1').id;
      expect(expectError(await save(ada, { avatar: mature }), 400)).toMatchObject({ message: PROFILE_TEXTS.matureProfilePicture, field: 'avatar' });
    });
  });

  it('offers no mature sketch in the avatar and cover pickers', async () => {
    const picks = async () => ((await ada.get('/editProfile')).json() as { recentSketches: { id: number }[] }).recentSketches.map((sketch) => sketch.id);
    const newest = (await picks())[0]!;
    t.write('UPDATE sketches SET mature = 1 WHERE id = ?', newest);
    try {
      const offered = await picks();
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain(newest);
    } finally {
      t.write('UPDATE sketches SET mature = 0 WHERE id = ?', newest);
    }
  });
});
