import { describe, expect, it } from 'vitest';
import { parseGalleryPath, type GalleryKind } from './gallery';
import { paths, segment } from './paths';

describe('one encoding rule: each dynamic part is one encoded path segment', () => {
  it('leaves ids and plain names as they are', () => {
    expect(paths.sketch(12)).toBe('/sketch/12');
    expect(paths.album(1, 12)).toBe('/user/1/album/12');
    expect(paths.albums('alba.works')).toBe('/user/alba.works/albums');
    expect(paths.userStats(3)).toBe('/e/stats/3');
  });

  it('encodes spaces, unicode and reserved characters, so a name stays one segment', () => {
    expect(paths.albums('Inky Ada')).toBe('/user/Inky%20Ada/albums');
    expect(paths.user('Café')).toBe('/user/Caf%C3%A9');
    expect(paths.tag('a/b')).toBe('/tag/a%2Fb');
    expect(paths.compo('spring?2024#1')).toBe('/compo/spring%3F2024%231');
    expect(paths.gallery({ kind: 'user', user: '100%' })).toBe('/gallery/user/100%25');
    expect(segment('✏️')).toBe('%E2%9C%8F%EF%B8%8F');
  });

  it('builds the sign-in address with its return path as one query value', () => {
    expect(paths.login('/')).toBe('/auth/login?returnTo=%2F');
    expect(paths.login(paths.homeTabs())).toBe('/auth/login?returnTo=%2F%3Fvariant%3Dtabs');
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
    for (const kind of kinds) expect(parseGalleryPath(paths.gallery(kind))).toEqual(kind);
    expect(paths.gallery({ kind: 'tag', tag: 'cat' })).toBe('/tag/cat');
    expect(paths.coOps(5)).toBe('/gallery/co-op/5');
  });
});
