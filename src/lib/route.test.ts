import { describe, expect, it } from 'vitest';
import { isInternalNavigation, matchRoute, normalizeLocation } from './route';
import { pattern } from './routePattern';

describe('normalizeLocation', () => {
  it('keeps a plain path', () => {
    expect(normalizeLocation('/sketch/12', '?a=1', '#x')).toEqual({ path: '/sketch/12', search: '?a=1', hash: '#x' });
  });
  it('treats a hash path on / as the path, with its query', () => {
    expect(normalizeLocation('/', '', '#/user/5/albums?x=1')).toEqual({ path: '/user/5/albums', search: '?x=1', hash: '' });
    expect(normalizeLocation('/', '', '#/')).toEqual({ path: '/', search: '', hash: '' });
  });
  it('ignores a hash that is not a path, and hash paths on other pages', () => {
    expect(normalizeLocation('/', '', '#top').path).toBe('/');
    expect(normalizeLocation('/content', '', '#/brushes/ink').path).toBe('/content');
  });
  it('strips the /e/ prefix, and /e/ itself is home', () => {
    expect(normalizeLocation('/e/').path).toBe('/');
    expect(normalizeLocation('/e').path).toBe('/');
    expect(normalizeLocation('/e/user/3/album/9').path).toBe('/user/3/album/9');
    expect(normalizeLocation('/e/gallery/tag/cats').path).toBe('/gallery/tag/cats');
    expect(normalizeLocation('/e/message/4').path).toBe('/message/4');
  });
  it('keeps /e/ where it names a different screen', () => {
    expect(normalizeLocation('/e/stats/7').path).toBe('/e/stats/7');
    expect(normalizeLocation('/e/a/groups/queue').path).toBe('/e/a/groups/queue');
  });
  it('treats a hash path on /e/ as the path', () => {
    expect(normalizeLocation('/e/', '', '#/compos').path).toBe('/compos');
  });
});

describe('matchRoute and pattern', () => {
  const table = [
    { name: 'edit', match: pattern('/sketch/:id/edit'), screen: 'E' },
    { name: 'sketch', match: pattern('/sketch/:id'), screen: 'S' },
    { name: 'home', match: (p: string) => (p === '/' ? {} : null), screen: 'H' },
  ];
  it('takes the first rule that matches, with its parameters', () => {
    expect(matchRoute(table, '/sketch/42')).toMatchObject({ rule: { name: 'sketch' }, params: { id: '42' } });
    expect(matchRoute(table, '/sketch/42/edit')).toMatchObject({ rule: { name: 'edit' }, params: { id: '42' } });
    expect(matchRoute(table, '/sketch/42/')).toMatchObject({ rule: { name: 'sketch' } });
    expect(matchRoute(table, '/')).toMatchObject({ rule: { name: 'home' } });
  });
  it('returns null for unknown paths', () => {
    expect(matchRoute(table, '/nope')).toBeNull();
    expect(matchRoute(table, '/sketch/')).toBeNull();
  });
  it('decodes parameters', () => {
    expect(pattern('/user/:name')('/user/Ink%20Ada')).toEqual({ name: 'Ink Ada' });
  });
});

describe('isInternalNavigation', () => {
  const origin = 'https://site.test';
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const anchor = (href: string, attrs: Record<string, string> = {}) => ({
    href,
    target: attrs.target ?? '',
    hasAttribute: (n: string) => n in attrs,
  });
  it('handles plain clicks on same-origin page links', () => {
    expect(isInternalNavigation(anchor('https://site.test/compos'), click, origin)).toBe(true);
  });
  it('leaves other origins, new tabs, downloads, modifier clicks and server pages to the browser', () => {
    expect(isInternalNavigation(anchor('https://other.test/compos'), click, origin)).toBe(false);
    expect(isInternalNavigation(anchor('https://site.test/x', { target: '_blank' }), click, origin)).toBe(false);
    expect(isInternalNavigation(anchor('https://site.test/x', { download: '' }), click, origin)).toBe(false);
    expect(isInternalNavigation(anchor('https://site.test/x'), { ...click, metaKey: true }, origin)).toBe(false);
    expect(isInternalNavigation(anchor('https://site.test/x'), { ...click, button: 1 }, origin)).toBe(false);
    expect(isInternalNavigation(anchor('https://site.test/auth/login'), click, origin)).toBe(false);
    expect(isInternalNavigation(anchor('https://site.test/download/0.sketchery'), click, origin)).toBe(false);
  });
  it("leaves the site's other parts (forum, classes, the legacy page) to the browser, but not names that only start alike", () => {
    for (const href of ['/forums', '/forums/topic/3', '/classes', '/old/', '/old/sketch/12']) {
      expect(isInternalNavigation(anchor(`https://site.test${href}`), click, origin), href).toBe(false);
    }
    // A patron's address that starts like one of them is a page of this app.
    expect(isInternalNavigation(anchor('https://site.test/oldmaster'), click, origin)).toBe(true);
    expect(isInternalNavigation(anchor('https://site.test/forumsfan'), click, origin)).toBe(true);
  });
});

describe('pattern with a malformed escape', () => {
  it('matches nothing instead of throwing, so the page is not found', () => {
    const albums = pattern('/user/:user/albums');
    expect(() => albums('/user/%/albums')).not.toThrow();
    expect(albums('/user/%/albums')).toBeNull();
    expect(albums('/user/ada%20k/albums')).toEqual({ user: 'ada k' });
  });
});
