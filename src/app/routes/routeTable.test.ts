// The real route table: which address is which screen, with which typed parameters, and that
// every address the path builders make comes back to its route with the same parameters.
import { describe, expect, it } from 'vitest';
import { matchRoute, normalizeLocation } from '../../lib/route';
import { accountPaths } from '../../lib/paths/account';
import { eventPaths } from '../../lib/paths/events';
import { groupPaths } from '../../lib/paths/groups';
import { messagePaths } from '../../lib/paths/messages';
import { realtimePaths } from '../../lib/paths/realtime';
import { sitePaths } from '../../lib/paths/site';
import { sketchPaths } from '../../lib/paths/sketches';
import { userPaths } from '../../lib/paths/users';
import { routeTable } from './routeTable';

const route = (href: string) => {
  const url = new URL(href, 'https://sketchery.test');
  const found = matchRoute(routeTable, normalizeLocation(url.pathname, url.search, url.hash).path);
  return found ? { name: found.rule.name, params: found.params } : null;
};

describe('sketch routes', () => {
  it('/sketch/{id} matches only the plain id form, with a numeric id', () => {
    expect(route('/sketch/12')).toEqual({ name: 'sketch', params: { id: 12 } });
    expect(route('/sketch/12/')).toEqual({ name: 'sketch', params: { id: 12 } });
    expect(route('/sketch/12/edit')).toEqual({ name: 'sketchEdit', params: { id: 12 } });
    expect(route('/sketch/12/more')).toBeNull();
  });

  it('/shared/sketch is the shared sketch page (its id in ?id=)', () => {
    expect(route('/shared/sketch?id=5')?.name).toBe('sharedSketch');
  });

  it('statistics pages get numeric ids', () => {
    expect(route('/stats/9')).toEqual({ name: 'sketchStats', params: { id: 9 } });
    expect(route('/e/stats/2')).toEqual({ name: 'userStats', params: { userId: 2 } });
  });
});

describe('album routes', () => {
  it('maps album addresses, with a user id or name, and the old /e/ form', () => {
    expect(route('/user/InkyAda/album/12')).toEqual({ name: 'album', params: { user: 'InkyAda', albumId: 12 } });
    expect(route('/e/user/1/album/12')).toEqual({ name: 'album', params: { user: '1', albumId: 12 } });
    expect(route('/user/1/albums')).toEqual({ name: 'albums', params: { user: '1' } });
    expect(route('/user/alba.works/albums')).toEqual({ name: 'albums', params: { user: 'alba.works' } });
  });

  it('maps the upload page', () => {
    expect(route('/upload')).toEqual({ name: 'upload', params: {} });
  });
});

describe('edit profile routes', () => {
  it('maps /editProfile (the signed-in user) and /user/{id or name}/edit', () => {
    expect(route('/editProfile')).toEqual({ name: 'editProfile', params: { user: '' } });
    expect(route('/user/1/edit')).toEqual({ name: 'userEdit', params: { user: '1' } });
    expect(route('/user/InkyAda/edit')).toEqual({ name: 'userEdit', params: { user: 'InkyAda' } });
    expect(route('/user/1/edit/more')).not.toEqual(expect.objectContaining({ name: 'userEdit' }));
  });
});

describe('messages and activity routes', () => {
  it('maps the topics, a thread (also the old /e/ form) and compose, with numeric ids', () => {
    expect(route('/messages')).toEqual({ name: 'messages', params: {} });
    expect(route('/message/12')).toEqual({ name: 'message', params: { id: 12 } });
    expect(route('/e/message/12')).toEqual({ name: 'message', params: { id: 12 } });
    expect(route('/message/write/7')).toEqual({ name: 'messageWrite', params: { userId: 7 } });
    expect(route('/message/12/more')?.name ?? '').not.toMatch(/^message/);
  });

  it('takes a malformed thread or compose id too, as null: the screen redirects as for one that fails to load (spec part 2 §2, §8)', () => {
    for (const path of ['/message/abc', '/message/0', '/e/message/abc', '/message/1e3']) expect(route(path)).toEqual({ name: 'message', params: { id: null } });
    for (const path of ['/message/write/abc', '/message/write/0', '/message/write/-1']) expect(route(path)).toEqual({ name: 'messageWrite', params: { userId: null } });
  });

  it('maps the three activity addresses to one screen, and nothing else under /activity', () => {
    for (const path of ['/activity', '/activity/uploads', '/activity/replies']) expect(route(path)).toEqual({ name: 'activity', params: {} });
    expect(route('/activity/other')?.name ?? '').not.toBe('activity');
  });
});

describe('malformed ids are not a route (the not-found page)', () => {
  it.each(['/sketch/0', '/sketch/abc', '/sketch/-1', '/sketch/1e3', '/sketch/1234567890123', '/sketch/0/edit', '/sketch/x/edit', '/stats/abc', '/e/stats/0', '/user/1/album/x7', '/user/1/album/0', '/challenge/abc', '/challenge/0'])('%s', (path) => {
    expect(route(path)).toBeNull();
  });
});

describe('live streams', () => {
  it('maps the list, the sheet, the start page and one stream by id; a malformed id is not a route', () => {
    expect(route(realtimePaths.streams())).toEqual({ name: 'streams', params: {} });
    expect(route(realtimePaths.streamSheet())).toEqual({ name: 'streamSheet', params: {} });
    expect(route(realtimePaths.streamStart())).toEqual({ name: 'streamStart', params: {} });
    expect(route(realtimePaths.stream(4))).toEqual({ name: 'stream', params: { id: 4 } });
    for (const path of ['/stream/0', '/stream/abc', '/stream/4/more']) expect(route(path)?.name ?? '').not.toMatch(/^stream/);
  });
});

describe('groups routes', () => {
  it("map /groups (any tab) and /group/{id}; a malformed id is the group page's to call invalid", () => {
    expect(route(sitePaths.groups())).toEqual({ name: 'groups', params: {} });
    expect(route(sitePaths.groups('requests'))).toEqual({ name: 'groups', params: {} });
    expect(route(groupPaths.group(2))).toEqual({ name: 'group', params: { id: 2 } });
    expect(route('/group/abc')).toEqual({ name: 'group', params: { id: null } });
    // A malformed escape is an invalid group too, not the not-found page (spec part 2 §2).
    expect(route('/group/%ZZ')).toEqual({ name: 'group', params: { id: null } });
    expect(route('/group/12')).toEqual({ name: 'group', params: { id: 12 } });
    expect(route('/group/0')).toEqual({ name: 'group', params: { id: null } });
  });
});

describe('profile routes', () => {
  it('map /user/{id or name} and its tabs; albums, edit and the fan lists keep their own routes', () => {
    expect(route(sitePaths.user(1))).toEqual({ name: 'profile', params: { user: '1', section: '', patron: false } });
    expect(route('/user/InkyAda/')).toEqual({ name: 'profile', params: { user: 'InkyAda', section: '', patron: false } });
    for (const section of ['about', 'sketches', 'likes', 'blocks']) {
      expect(route(userPaths.userSection('InkyAda', section))).toEqual({ name: 'profile', params: { user: 'InkyAda', section, patron: false } });
    }
    expect(route(userPaths.albums(1))?.name).toBe('albums');
    expect(route(sitePaths.userFans(1))).toEqual({ name: 'fans', params: { user: '1', tab: 'fans' } });
    expect(route(userPaths.userFanOf('InkyAda'))).toEqual({ name: 'fans', params: { user: 'InkyAda', tab: 'fanof' } });
    expect(route('/user/1/unknown-tab')).toBeNull();
    // Under any name a profile's address may have: "the user's path plus /fans or /fanof".
    expect(route('/paolo-art/fans')).toEqual({ name: 'fansByName', params: { user: 'paolo-art', tab: 'fans' } });
    expect(route('/InkyAda/fanof')).toEqual({ name: 'fansByName', params: { user: 'InkyAda', tab: 'fanof' } });
    expect(route('/InkyAda/followers')).toBeNull();
  });

  it("the artist's gallery is the profile's Sketches tab (where OwnerActions' afterDelete goes)", () => {
    expect(route(userPaths.userSketches(1))).toEqual({ name: 'profile', params: { user: '1', section: 'sketches', patron: false } });
  });

  it('any other path is a profile by patron name or nickname, kept last so no route is swallowed', () => {
    expect(route(userPaths.patron('paolo'))).toEqual({ name: 'profileFallback', params: { user: 'paolo', section: '', patron: true } });
    expect(route('/InkyAda/likes')).toEqual({ name: 'profileFallback', params: { user: 'InkyAda', section: 'likes', patron: true } });
    expect(route('/Caf%C3%A9')).toEqual({ name: 'profileFallback', params: { user: 'Café', section: '', patron: true } });
    expect(routeTable[routeTable.length - 1]!.name).toBe('profileFallback');
    // The site's own words are not names: a malformed address of a screen stays the not-found page.
    for (const path of ['/sketch/abc', '/group/2', '/gallery/x/y/z', '/paolo/unknown', '/a/b/c']) expect(route(path)?.name ?? null).not.toBe('profileFallback');
  });
});

describe('galleries', () => {
  it('are one route; the screen reads the kind from the address', () => {
    expect(route('/gallery')).toEqual({ name: 'gallery', params: {} });
    expect(route('/tag/cat')).toEqual({ name: 'gallery', params: {} });
    expect(route('/gallery/group/3')).toEqual({ name: 'gallery', params: {} });
  });
});

describe('every built address resolves to its route with the same parameters', () => {
  const awkward = ['Inky Ada', 'Café ✏️', 'a/b', 'x?y#z', '100%'];
  it.each([
    [sitePaths.home(), 'home', {}],
    [sitePaths.homeTabs(), 'home', {}],
    [sitePaths.logout(), 'logout', {}],
    [sitePaths.upload(), 'upload', {}],
    [sitePaths.sketch(42), 'sketch', { id: 42 }],
    [sketchPaths.sketchEdit(42), 'sketchEdit', { id: 42 }],
    [sketchPaths.sketchStats(42), 'sketchStats', { id: 42 }],
    [userPaths.userStats(7), 'userStats', { userId: 7 }],
    [sketchPaths.brushes(), 'brushes', {}],
    [sitePaths.artists(), 'artists', {}],
    [sitePaths.artists('patrons'), 'artists', {}],
    [sitePaths.search(), 'search', {}],
    ...awkward.map((query) => [sitePaths.search({ query, kind: 'magic', sort: 'top' }), 'search', {}] as const),
    ...awkward.map((user) => [userPaths.albums(user), 'albums', { user }] as const),
    [userPaths.editProfile(), 'editProfile', { user: '' }],
    ...awkward.map((user) => [userPaths.userEdit(user), 'userEdit', { user }] as const),
    ...awkward.map((user) => [userPaths.album(user, 12), 'album', { user, albumId: 12 }] as const),
    ...awkward.map((tag) => [sketchPaths.tag(tag), 'gallery', {}] as const),
    ...awkward.map((user) => [sitePaths.gallery({ kind: 'user', user }), 'gallery', {}] as const),
    [sitePaths.gallery({ kind: 'recent' }), 'gallery', {}],
    [sketchPaths.coOps(5), 'gallery', {}],
    [sitePaths.compos(), 'compos', {}],
    ...awkward.map((name) => [sitePaths.compo(name), 'compo', { name }] as const),
    ...awkward.map((name) => [sitePaths.compoVote(name), 'compoVote', { name }] as const),
    [sitePaths.challenges(), 'challenges', {}],
    [sitePaths.challenge(3), 'challenge', { id: 3 }],
    [eventPaths.awards(), 'awards', {}],
    [eventPaths.awards(2015), 'awards', {}],
    [eventPaths.awards(2022, true), 'awards', {}],
    [accountPaths.recover(), 'recover', {}],
    [accountPaths.recoverKey('aB3_-xYz0123456789'), 'recoverKey', { key: 'aB3_-xYz0123456789' }],
    ...awkward.map((key) => [accountPaths.recoverKey(key), 'recoverKey', { key }] as const),
    [accountPaths.store(), 'store', {}],
    [sitePaths.messages(), 'messages', {}],
    [messagePaths.message(9), 'message', { id: 9 }],
    [messagePaths.messageWrite(7), 'messageWrite', { userId: 7 }],
    [sitePaths.activity(), 'activity', {}],
    [sitePaths.activity('uploads'), 'activity', {}],
    [sitePaths.activity('replies'), 'activity', {}],
    [accountPaths.storeSuccess(), 'storeSuccess', {}],
    [realtimePaths.whiteboard(), 'whiteboard', {}],
  ] as const)('%s', (href, name, params) => {
    expect(route(href)).toEqual({ name, params });
  });
});
