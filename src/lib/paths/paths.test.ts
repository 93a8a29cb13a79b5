import { describe, expect, it } from 'vitest';
import { parseGalleryPath, type GalleryKind } from '../gallery';
import { segment, sitePaths } from './site';
import { sketchPaths } from './sketches';
import { userPaths } from './users';

describe('one encoding rule: each dynamic part is one encoded path segment', () => {
  it('leaves ids and plain names as they are', () => {
    expect(sitePaths.sketch(12)).toBe('/sketch/12');
    expect(userPaths.album(1, 12)).toBe('/user/1/album/12');
    expect(userPaths.albums('alba.works')).toBe('/user/alba.works/albums');
    expect(userPaths.userStats(3)).toBe('/e/stats/3');
  });

  it('encodes spaces, unicode and reserved characters, so a name stays one segment', () => {
    expect(userPaths.albums('Inky Ada')).toBe('/user/Inky%20Ada/albums');
    expect(sitePaths.user('Café')).toBe('/user/Caf%C3%A9');
    expect(sketchPaths.tag('a/b')).toBe('/tag/a%2Fb');
    expect(sitePaths.compo('spring?2024#1')).toBe('/compo/spring%3F2024%231');
    expect(sitePaths.gallery({ kind: 'user', user: '100%' })).toBe('/gallery/user/100%25');
    expect(segment('✏️')).toBe('%E2%9C%8F%EF%B8%8F');
  });

  it('builds the sign-in address with its return path as one query value', () => {
    expect(sitePaths.login('/')).toBe('/auth/login?returnTo=%2F');
    expect(sitePaths.login(sitePaths.homeTabs())).toBe('/auth/login?returnTo=%2F%3Fvariant%3Dtabs');
  });
});

describe('gallery addresses', () => {
  it('are the inverse of parseGalleryPath for every valid kind', () => {
    const kinds: GalleryKind[] = [
      { kind: 'featured' },
      { kind: 'recent' },
      { kind: 'group', id: 4 },
      { kind: 'coop', id: 9 },
      { kind: 'tag', tag: 'black & white' },
      { kind: 'tops', days: 30 },
      { kind: 'topSketches', days: 7 },
      { kind: 'user', user: 'Inky Ada/2' },
    ];
    for (const kind of kinds) expect(parseGalleryPath(sitePaths.gallery(kind))).toEqual(kind);
    expect(sitePaths.gallery({ kind: 'tag', tag: 'cat' })).toBe('/tag/cat');
    expect(sketchPaths.coOps(5)).toBe('/gallery/co-op/5');
  });
});
