import { describe, expect, it } from 'vitest';
import { routeTable } from '../../app/routes';
import { matchRoute, normalizeLocation } from '../../lib/route';
import { albumPath, albumsPath } from './albumPaths';

const route = (href: string) => {
  const url = new URL(href, 'https://sketchery.test');
  const found = matchRoute(routeTable, normalizeLocation(url.pathname, url.search, url.hash).path);
  return found ? { name: found.rule.name, params: found.params } : null;
};

describe('album routes', () => {
  it('maps album addresses, with a user id or name, and the old /e/ form', () => {
    expect(route('/user/InkyAda/album/12')).toEqual({ name: 'album', params: { user: 'InkyAda', albumId: '12' } });
    expect(route('/e/user/1/album/12')).toEqual({ name: 'album', params: { user: '1', albumId: '12' } });
    expect(route('/user/1/albums')).toEqual({ name: 'albums', params: { user: '1' } });
    expect(route('/user/alba.works/albums')).toEqual({ name: 'albums', params: { user: 'alba.works' } });
  });

  it('maps the upload and edit pages', () => {
    expect(route('/upload')?.name).toBe('upload');
    expect(route('/sketch/42/edit')).toEqual({ name: 'sketchEdit', params: { id: '42' } });
  });

  it('builds album addresses', () => {
    expect(albumsPath('Inky Ada')).toBe('/user/Inky%20Ada/albums');
    expect(albumPath(1, 12)).toBe('/user/1/album/12');
  });
});
