import { describe, expect, it } from 'vitest';
import { cutText } from './cutText';
import { artistTabFrom, directoryUsers, leadingTabCount, MAX_SEARCH_QUERY, noArtistsText, NO_RESULTS_TEXT, searchFrom, splitArtistTabs, ARTIST_TAB_IDS } from './discover';
import { sitePaths } from './paths/site';

describe('artist tabs', () => {
  it('are Search, Active, Birthday, Fans, Glops, Sketches and Patrons, Search first', () => {
    expect(ARTIST_TAB_IDS).toEqual(['search', 'active', 'birthday', 'fans', 'glops', 'sketches', 'patrons']);
  });

  it('come from ?tab=, anything else is the default', () => {
    expect(artistTabFrom('?tab=fans')).toBe('fans');
    expect(artistTabFrom('?tab=patrons&x=1')).toBe('patrons');
    for (const bad of ['', '?tab=', '?tab=Fans', '?tab=<b>', '?tab=__proto__']) expect(artistTabFrom(bad)).toBe('search');
  });

  it('all show at 1024 and up; below, the first few and the chosen one show, the rest overflow', () => {
    expect([1280, 1024, 1023, 480, 479, 390, 320].map(leadingTabCount)).toEqual([7, 7, 4, 4, 2, 2, 2]);
    expect(splitArtistTabs(7, 'patrons')).toEqual({ shown: ARTIST_TAB_IDS, overflow: [] });
    expect(splitArtistTabs(2, 'search')).toEqual({ shown: ['search', 'active'], overflow: ['birthday', 'fans', 'glops', 'sketches', 'patrons'] });
    expect(splitArtistTabs(2, 'sketches')).toEqual({ shown: ['search', 'active', 'sketches'], overflow: ['birthday', 'fans', 'glops', 'patrons'] });
    expect(splitArtistTabs(4, 'active')).toEqual({ shown: ['search', 'active', 'birthday', 'fans'], overflow: ['glops', 'sketches', 'patrons'] });
  });

  it('are kept in the address by the path builder', () => {
    expect(sitePaths.artists()).toBe('/artists');
    expect(sitePaths.artists('search')).toBe('/artists');
    expect(sitePaths.artists('glops')).toBe('/artists?tab=glops');
    for (const tab of ARTIST_TAB_IDS) expect(artistTabFrom(new URL(sitePaths.artists(tab), 'https://x.test').search)).toBe(tab);
  });
});

describe('the search address', () => {
  it('reads the text, kind and sort, with defaults for anything unknown', () => {
    expect(searchFrom('?q=fox&kind=magic&sort=top')).toEqual({ query: 'fox', kind: 'magic', sort: 'top' });
    expect(searchFrom('')).toEqual({ query: '', kind: 'sketches', sort: 'recent' });
    expect(searchFrom('?q=%20%20&kind=people&sort=best')).toEqual({ query: '', kind: 'sketches', sort: 'recent' });
    expect(searchFrom(`?q=${'x'.repeat(100)}`).query).toHaveLength(64);
  });

  it('cuts a long text on a whole character: an emoji across the limit is left out, not halved', () => {
    const fox = '\u{1F98A}'; // two UTF-16 units
    const query = searchFrom(`?q=${encodeURIComponent('x'.repeat(MAX_SEARCH_QUERY - 1) + fox + 'y')}`).query;
    expect(query).toBe('x'.repeat(MAX_SEARCH_QUERY - 1));
    expect(query).not.toMatch(/[\uD800-\uDBFF]$/);
    // An emoji that fits is kept whole, and the server's limit (UTF-16 units) holds.
    expect(searchFrom(`?q=${encodeURIComponent('x'.repeat(MAX_SEARCH_QUERY - 2) + fox + 'y')}`).query).toBe('x'.repeat(MAX_SEARCH_QUERY - 2) + fox);
    expect(cutText(fox.repeat(40), MAX_SEARCH_QUERY)).toBe(fox.repeat(32));
    expect(cutText(`a${fox}`, 2)).toBe('a');
    expect(cutText('short', MAX_SEARCH_QUERY)).toBe('short');
  });

  it('round-trips through the path builder, awkward text included', () => {
    for (const query of ['fox inky', 'a&b=c', '100%', 'Café ✏️', '#1?']) {
      const href = sitePaths.search({ query, kind: 'artists', sort: 'top' });
      expect(searchFrom(new URL(href, 'https://x.test').search)).toEqual({ query, kind: 'artists', sort: 'top' });
    }
    expect(sitePaths.search()).toBe('/search');
  });
});

describe('texts', () => {
  it('say the spec words', () => {
    expect(noArtistsText('zz')).toBe('Sorry no matching artists found for zz');
    expect(NO_RESULTS_TEXT).toBe('No results');
  });
});

describe('directory users', () => {
  it('leave out the users the viewer blocks, and keep the viewer', () => {
    const users = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(directoryUsers(users, { blocks: [2] })).toEqual([{ id: 1 }, { id: 3 }]);
    expect(directoryUsers(users, null)).toEqual(users);
  });
});
