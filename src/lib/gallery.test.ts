import { describe, expect, it } from 'vitest';
import { galleryTitle, needsSignIn, parseGalleryPath, type GalleryKind } from './gallery';

describe('parseGalleryPath', () => {
  it.each<[string, GalleryKind]>([
    ['/gallery/featured', { kind: 'featured' }],
    ['/gallery/friends', { kind: 'friends' }],
    ['/gallery/groups', { kind: 'groups' }],
    ['/gallery/hearts', { kind: 'hearts' }],
    ['/gallery/recent', { kind: 'recent' }],
    ['/gallery/recommended', { kind: 'recommended' }],
    ['/gallery/trending', { kind: 'trending' }],
    ['/gallery/group/12', { kind: 'group', id: 12 }],
    ['/gallery/tag/cat', { kind: 'tag', tag: 'cat' }],
    ['/gallery/co-op/3071', { kind: 'coop', id: 3071 }],
    ['/gallery/tops', { kind: 'tops', days: 7 }],
    ['/gallery/tops/7', { kind: 'tops', days: 7 }],
    ['/gallery/tops/30', { kind: 'tops', days: 30 }],
    ['/gallery/tops/365', { kind: 'tops', days: 365 }],
    ['/gallery/tops7', { kind: 'topSketches', days: 7 }],
    ['/gallery/tops30', { kind: 'topSketches', days: 30 }],
    ['/gallery/user/1', { kind: 'user', user: '1' }],
    ['/gallery/user/InkyAda', { kind: 'user', user: 'InkyAda' }],
  ])('%s', (path, expected) => {
    expect(parseGalleryPath(path)).toEqual(expected);
  });

  it('strips the leading /, e/ and gallery, with or without trailing slashes', () => {
    expect(parseGalleryPath('/e/gallery/recent')).toEqual({ kind: 'recent' });
    expect(parseGalleryPath('e/gallery/recent/')).toEqual({ kind: 'recent' });
    expect(parseGalleryPath('gallery/hearts')).toEqual({ kind: 'hearts' });
    expect(parseGalleryPath('//gallery//group//5/')).toEqual({ kind: 'group', id: 5 });
    expect(parseGalleryPath('/gallery')).toEqual({ kind: 'featured' });
    expect(parseGalleryPath('/gallery/')).toEqual({ kind: 'featured' });
  });

  it('reads /tag/{tag} like /gallery/tag/{tag}, decoding the tag', () => {
    expect(parseGalleryPath('/tag/plein-air')).toEqual({ kind: 'tag', tag: 'plein-air' });
    expect(parseGalleryPath('/e/tag/still%20life')).toEqual({ kind: 'tag', tag: 'still life' });
    expect(parseGalleryPath('/tag/%E7%8C%AB')).toEqual({ kind: 'tag', tag: '猫' });
  });

  it.each(['/gallery/nope', '/gallery/group', '/gallery/group/abc', '/gallery/group/0', '/gallery/group/1/2', '/gallery/tops/10',
    '/gallery/tops/week', '/gallery/tops7/1', '/gallery/featured/extra', '/gallery/user', '/tag', '/tag/%20', `/tag/${'x'.repeat(65)}`,
    '/tag/%E0%A4%A', '/gallery/galleryfoo'])('%s is an invalid group', (path) => {
    expect(parseGalleryPath(path)).toEqual({ kind: 'invalid', what: 'group' });
  });

  it.each(['/gallery/co-op', '/gallery/co-op/', '/gallery/co-op/x', '/gallery/co-op/0', '/gallery/co-op/1/2', '/gallery/co-op/-4'])(
    '%s is an invalid co-op',
    (path) => {
      expect(parseGalleryPath(path)).toEqual({ kind: 'invalid', what: 'coop' });
    },
  );
});

// Gallery addresses are built by sitePaths.gallery (src/lib/paths/paths.test.ts).

describe('galleryTitle and needsSignIn', () => {
  it('names each gallery', () => {
    expect(galleryTitle({ kind: 'tag', tag: 'cat' })).toBe('#cat');
    expect(galleryTitle({ kind: 'tops', days: 365 })).toBe('Top sketches, last year');
    expect(galleryTitle({ kind: 'topSketches', days: 30 })).toBe('Top sketches, last 30 days');
    expect(galleryTitle({ kind: 'group', id: 3 }, 'Ink Club')).toBe('Ink Club');
    expect(galleryTitle({ kind: 'user', user: '1' }, 'InkyAda')).toBe('Sketches by InkyAda');
    expect(galleryTitle({ kind: 'invalid', what: 'coop' })).toBe('Invalid co-op');
    expect(galleryTitle({ kind: 'invalid', what: 'group' })).toBe('Invalid group');
  });

  it('knows which galleries are the signed-in user\'s own', () => {
    expect(needsSignIn({ kind: 'friends' })).toBe(true);
    expect(needsSignIn({ kind: 'groups' })).toBe(true);
    expect(needsSignIn({ kind: 'recommended' })).toBe(true);
    expect(needsSignIn({ kind: 'recent' })).toBe(false);
  });
});
